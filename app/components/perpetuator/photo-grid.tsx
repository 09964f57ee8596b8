import { Illustration } from '~/components/content/illustration.tsx'
import type { IllustrationId } from '~/data/illustrations.ts'
import styles from './photo-grid.module.css'

type PhotoGridProps = {
	heading: string
	note: string
	images: readonly IllustrationId[]
	/** What each image shows, in the same order. */
	alts: readonly string[]
}

/** A grid of pictures under a heading: three across on wide screens, one above another on phones. */
export function PhotoGrid({ heading, note, images, alts }: PhotoGridProps) {
	return (
		<section aria-labelledby="gallery-heading" className={styles.gallery}>
			<h2 id="gallery-heading">{heading}</h2>
			<p className={styles.note}>{note}</p>
			<ul className={styles.grid}>
				{images.map((image, index) => (
					<li key={image}>
						<Illustration id={image} alt={alts[index] ?? ''} className={styles.image} />
					</li>
				))}
			</ul>
		</section>
	)
}
