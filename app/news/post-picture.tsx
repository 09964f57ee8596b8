import { Illustration } from '#app/components/content/illustration.tsx'
import { Photo } from '#app/components/content/photo.tsx'
import type { Picture } from '#app/content/schema/fields.ts'
import type { IllustrationId } from '#app/data/illustrations.ts'
import styles from './post-picture.module.css'

export type PostPictureSource = {
	photo?: Picture
	art?: IllustrationId
}

type PostPictureProps = PostPictureSource & {
	/** In a list the title names the post, and the picture is decoration. */
	decorative?: boolean
	/** The page's main picture: load it first. */
	priority?: boolean
	/** How wide it is shown (the `sizes` attribute of a photo). */
	sizes?: string
	className?: string
}

/** A post's or an event's photo (served by the photo pipeline), else its drawn illustration, else nothing. */
export function PostPicture({
	photo,
	art,
	decorative = false,
	priority = false,
	sizes = '(min-width: 48rem) 28rem, 100vw',
	className,
}: PostPictureProps) {
	if (photo)
		return (
			<Photo
				image={decorative ? { ...photo, decorative: true } : photo}
				sizes={sizes}
				priority={priority}
				className={`${styles.photo} ${className ?? ''}`}
			/>
		)
	if (art) return <Illustration id={art} alt="" className={className} priority={priority} />
	return null
}
