import { Illustration } from '#app/components/content/illustration.tsx'
import type { IllustrationId } from '#app/data/illustrations.ts'
import styles from './photo-grid.module.css'

type PhotoGridProps = {
	heading: string
	note: string
	/** Each picture, with what it shows. */
	pictures: readonly { art: IllustrationId; alt: string }[]
}

/** A grid of pictures under a heading: three across at every width. */
export function PhotoGrid({ heading, note, pictures }: PhotoGridProps) {
	return (
		<section aria-labelledby="gallery-heading" className={styles.gallery}>
			<h2 id="gallery-heading">{heading}</h2>
			<p className={styles.note}>{note}</p>
			<ul className={styles.grid}>
				{pictures.map((picture) => (
					<li key={picture.art}>
						<Illustration id={picture.art} alt={picture.alt} className={styles.image} />
					</li>
				))}
			</ul>
		</section>
	)
}
