import type { ReactNode } from 'react'
import { Artwork } from '#app/components/content/artwork.tsx'
import type { Picture } from '#app/content/schema/fields.ts'
import type { ImageRef } from '#app/data/illustrations.ts'
import styles from './media-section.module.css'
import { classNames } from '#app/lib/class-names.ts'

type MediaSectionProps = {
	/** Stable anchor id, the same in every language; the heading gets `${id}-heading`. */
	id: string
	heading: string
	/** A sequence number shown above the heading ("001"); decorative. */
	number?: string
	/** A drawing… */
	image?: ImageRef
	/** …or a photo in its place. */
	photo?: Picture
	/** Image on the left instead of the right (wide screens), to alternate down a page. */
	reverse?: boolean
	tone?: 'plain' | 'sand'
	children: ReactNode
}

/** A headed band of text beside an image: side by side on wide screens, image first on phones. */
export function MediaSection({
	id,
	heading,
	number,
	image,
	photo,
	reverse = false,
	tone = 'plain',
	children,
}: MediaSectionProps) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className={classNames(styles.section, styles[tone])}>
			<div className={`container ${styles.inner}`} data-reverse={reverse ? '' : undefined}>
				<div className={styles.text}>
					{number ? (
						<p className={styles.number} aria-hidden="true">
							{number}
						</p>
					) : null}
					<h2 id={`${id}-heading`}>{heading}</h2>
					{children}
				</div>
				<div className={styles.media}>
					<Artwork
						art={image?.id}
						alt={image?.alt}
						photo={photo}
						sizes="(min-width: 56rem) 36rem, 100vw"
						className={styles.image}
					/>
				</div>
			</div>
		</section>
	)
}
