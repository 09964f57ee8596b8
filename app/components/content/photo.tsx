import { preload } from 'react-dom'
import type { Picture } from '#app/content/schema/fields.ts'

type PhotoProps = {
	/** A picture field from the content files (its responsive variants added by the content loader). */
	image: Picture
	/** How wide the photo is shown, as the `sizes` attribute says it: "(min-width: 60rem) 50vw, 100vw". */
	sizes: string
	/** The page's largest image above the fold: preloaded, fetched first, never lazy. */
	priority?: boolean
	className?: string
}

/**
 * A photo from the content files, served by the build's pipeline
 * (scripts/photos): AVIF where the browser takes it, WebP otherwise, at the
 * width the layout needs. The width and height keep its space while it loads.
 */
export function Photo({ image, sizes, priority = false, className }: PhotoProps) {
	const alt = image.decorative ? '' : (image.alt ?? '')
	const photo = image.responsive
	if (!photo) {
		// Only the CMS preview shows a picture the build has not processed yet.
		return <img src={image.src} alt={alt} className={className} />
	}
	if (priority) {
		// Browsers that read AVIF fetch it before they reach the <img>; others skip the hint.
		preload(photo.avifSrc, {
			as: 'image',
			type: 'image/avif',
			imageSrcSet: photo.avif,
			imageSizes: sizes,
			fetchPriority: 'high',
		})
	}
	return (
		<picture>
			<source type="image/avif" srcSet={photo.avif} sizes={sizes} />
			<source type="image/webp" srcSet={photo.webp} sizes={sizes} />
			<img
				src={photo.src}
				width={photo.width}
				height={photo.height}
				alt={alt}
				className={className}
				loading={priority ? 'eager' : 'lazy'}
				decoding={priority ? 'sync' : 'async'}
				fetchPriority={priority ? 'high' : undefined}
			/>
		</picture>
	)
}
