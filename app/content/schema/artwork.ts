import { field } from './fields.ts'

/**
 * A picture that is one of the site's drawings or, in its place, a photo
 * (uploaded to public/media/ through the CMS, with its alt text in each
 * language; the build serves it as AVIF and WebP like a news post's photo).
 * A schema gives the two as sibling fields, `drawing(label)` and
 * `photoInstead(label)`, and checks with `.refine(...oneArtwork(…))` that
 * exactly one of them is given.
 */
export const drawing = (label: string) =>
	field.illustration(`${label}: a drawing`, { hint: 'Or give a photo instead (below): one of the two.' }).optional()

export const photoInstead = (label: string) =>
	field.optionalImage(`${label}: a photo instead of the drawing`, {
		hint: 'With a photo, leave the drawing empty.',
	})

/** The rule beside `drawing` and `photoInstead`: one of the two, not both and not neither. */
export function oneArtwork(art: string, photo: string) {
	return [
		(value: object) =>
			Boolean((value as Record<string, unknown>)[art]) !== Boolean((value as Record<string, unknown>)[photo]),
		{ message: 'give a drawing or a photo (one of the two)', path: [art] },
	] as [(value: object) => boolean, { message: string; path: string[] }]
}
