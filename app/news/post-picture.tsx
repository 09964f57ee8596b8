import { Illustration } from '~/components/content/illustration.tsx'
import type { IllustrationId } from '~/data/illustrations.ts'
import styles from './post-picture.module.css'

export type PostPictureSource = {
	photo?: { src: string; alt?: string; decorative?: boolean }
	art?: IllustrationId
}

type PostPictureProps = PostPictureSource & {
	/** In a list the title names the post, and the picture is decoration. */
	decorative?: boolean
	/** The page's main picture: load it first. */
	priority?: boolean
	className?: string
}

/** A post's or an event's photo, else its drawn illustration, else nothing. */
export function PostPicture({ photo, art, decorative = false, priority = false, className }: PostPictureProps) {
	if (photo)
		return (
			<img
				src={photo.src}
				alt={decorative || photo.decorative ? '' : (photo.alt ?? '')}
				className={`${styles.photo} ${className ?? ''}`}
				loading={priority ? 'eager' : 'lazy'}
				decoding="async"
			/>
		)
	if (art) return <Illustration id={art} alt="" className={className} priority={priority} />
	return null
}
