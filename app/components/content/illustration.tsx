import { illustration, type ImageRef } from '~/data/illustrations.ts'

type IllustrationProps = ImageRef & {
	className?: string
	/** The page's largest image above the fold: load first, never lazily. */
	priority?: boolean
}

/**
 * One of the site's illustrations, with its intrinsic size (so its space is
 * kept while it loads) and its alt text. Lazy unless it is the hero.
 */
export function Illustration({ id, alt, className, priority = false }: IllustrationProps) {
	const { src, width, height } = illustration(id)
	return (
		<img
			src={src}
			width={width}
			height={height}
			alt={alt}
			className={className}
			loading={priority ? 'eager' : 'lazy'}
			decoding={priority ? 'sync' : 'async'}
			fetchPriority={priority ? 'high' : undefined}
			// Which artwork this is, whatever its URL (small files are inlined as data URIs).
			data-illustration={id}
		/>
	)
}
