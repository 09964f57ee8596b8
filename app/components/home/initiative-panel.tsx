import { Illustration } from '~/components/content/illustration.tsx'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import type { IllustrationId } from '~/data/illustrations.ts'
import actions from '~/styles/actions.module.css'
import styles from './initiative-panel.module.css'

type InitiativePanelProps = {
	name: string
	heading: string
	text: string
	image: { id: IllustrationId; alt: string }
	/** The initiative's landing page (English path). */
	to: string
	learnMore: string
	/** Completes the link's name off screen ("Learn More" + " about The Dreamer"), so it says where it leads. */
	learnMoreAbout: string
}

/** One initiative: picture, its name and heading, what it does, and a link to its landing page. */
export function InitiativePanel({ name, heading, text, image, to, learnMore, learnMoreAbout }: InitiativePanelProps) {
	return (
		<article className={styles.panel}>
			<Illustration {...image} className={styles.image} />
			<div className={styles.body}>
				<p className={styles.name}>{name}</p>
				<h3 className={styles.heading}>{heading}</h3>
				<p>{text}</p>
				<LocalizedLink to={to} className={actions.primary}>
					{learnMore}
					<span className="visually-hidden">{learnMoreAbout}</span>
				</LocalizedLink>
			</div>
		</article>
	)
}
