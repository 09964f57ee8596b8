import type { Picture } from '#app/content/schema/fields.ts'
import type { IllustrationId } from '#app/data/illustrations.ts'
import { classNames } from '#app/lib/class-names.ts'
import styles from './artwork.module.css'
import { Illustration } from './illustration.tsx'
import { Photo } from './photo.tsx'

type ArtworkProps = {
	/** One of the site's drawings… */
	art?: IllustrationId
	/** …or a photo in its place (the content gives one of the two: app/content/schema/artwork.ts). */
	photo?: Picture
	/** The drawing's alt text; empty (decorative) unless given. A photo carries its own. */
	alt?: string
	/** The page's largest image above the fold: load it first. */
	priority?: boolean
	/** How wide a photo is shown (its `sizes` attribute). */
	sizes?: string
	/** A photo shown as decoration (a card whose title says it all): no alt text. */
	decorative?: boolean
	className?: string
}

/** A drawing, or the photo that replaces it, in the drawing's place and shape. */
export function Artwork({
	art,
	photo,
	alt = '',
	priority = false,
	sizes = '(min-width: 48rem) 32rem, 100vw',
	decorative = false,
	className,
}: ArtworkProps) {
	if (photo)
		return (
			<Photo
				image={decorative ? { ...photo, decorative: true } : photo}
				sizes={sizes}
				priority={priority}
				className={classNames(styles.photo, className)}
			/>
		)
	if (art) return <Illustration id={art} alt={alt} priority={priority} className={className} />
	return null
}
