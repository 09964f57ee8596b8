import { Illustration } from '#app/components/content/illustration.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { IllustrationId } from '#app/data/illustrations.ts'
import styles from './event-feature.module.css'

type EventFeatureProps = {
	id: string
	heading: string
	text: string
	/** English path of the event's page. */
	to: string
	image: IllustrationId
	caption: string
}

/**
 * A band that features one event: a short text beside a picture that leads
 * to the event's page. Picture and caption are one link, so the caption is
 * its accessible name and the picture inside needs no alt text (WCAG technique H2).
 */
export function EventFeature({ id, heading, text, to, image, caption }: EventFeatureProps) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className={styles.band}>
			<div className={`container ${styles.inner}`}>
				<div>
					<h2 id={`${id}-heading`}>{heading}</h2>
					<p className={styles.text}>{text}</p>
				</div>
				<LocalizedLink to={to} className={styles.link}>
					<Illustration id={image} alt="" className={styles.image} />
					<span className={styles.caption}>
						{caption}
						<span aria-hidden="true"> →</span>
					</span>
				</LocalizedLink>
			</div>
		</section>
	)
}
