/**
 * The site's illustrations: original artwork drawn for this site, one SVG
 * file each in app/assets/illustrations/<id>.svg, until the foundation
 * supplies photographs. Each has a fixed shape so pages reserve its space
 * before it loads (no layout shift). Alt text is not here: it depends on
 * where an image is used, so it lives with the words of that page.
 */
import { illustrationShapes, shapes, type IllustrationId } from './illustration-ids.ts'

export { illustrationShapes, type IllustrationId }


const files = import.meta.glob<string>('../assets/illustrations/*.svg', {
	eager: true,
	query: '?url',
	import: 'default',
})

/** Where an illustration is served from, and its intrinsic size. */
export function illustration(id: IllustrationId) {
	const src = files[`../assets/illustrations/${id}.svg`]
	if (!src) throw new Error(`Missing illustration file app/assets/illustrations/${id}.svg`)
	return { src, ...shapes[illustrationShapes[id]] }
}

/** An illustration as page content names it: which one, and what it shows in this language. */
export type ImageRef = {
	id: IllustrationId
	/** What the image shows; empty when it only decorates. */
	alt: string
}

/** An illustration with all it takes to draw it, as plain data (what islands receive). */
export type IllustrationImage = ImageRef & { src: string; width: number; height: number }

export function illustrationImage({ id, alt }: ImageRef): IllustrationImage {
	return { id, alt, ...illustration(id) }
}
