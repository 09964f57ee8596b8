import { illustrationImage, type ImageRef } from '#app/data/illustrations.ts'
import { IllustrationImage } from './illustration-image.tsx'

type IllustrationProps = ImageRef & {
	className?: string
	/** The page's largest image above the fold: load first, never lazily. */
	priority?: boolean
}

/** One of the site's illustrations, by id (see IllustrationImage). */
export function Illustration({ id, alt, className, priority }: IllustrationProps) {
	return <IllustrationImage {...illustrationImage({ id, alt })} className={className} priority={priority} />
}
