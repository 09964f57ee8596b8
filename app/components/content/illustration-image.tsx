import type { IllustrationImage as ImageData } from '#app/data/illustrations.ts'

type IllustrationImageProps = ImageData & {
	className?: string
	/** The page's largest image above the fold: load first, never lazily. */
	priority?: boolean
}

/**
 * An illustration whose file and size are already known: the `<img>` itself,
 * with its intrinsic size (so its space is kept while it loads) and its alt
 * text. Lazy unless it is the hero. Islands use this one: it needs no lookup.
 */
export function IllustrationImage({
	id,
	src,
	width,
	height,
	alt,
	className,
	priority = false,
}: IllustrationImageProps) {
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
			// Which artwork this is, whatever its URL.
			data-illustration={id}
		/>
	)
}
