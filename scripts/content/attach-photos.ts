import { z } from 'zod'
import { isImageField, unwrap, type Picture, type ResponsivePhoto } from '#app/content/schema/fields.ts'
import { describePhoto, responsive } from '#scripts/photos/photos.ts'

/**
 * Finds the photos a content file shows (its `field.image` fields), checks
 * each file exists in the media folder, and adds what `<Photo>` needs to
 * serve it responsively (its size and the srcset of the pipeline's variants).
 */
export function photoResolver(mediaDir: string) {
	// One look at each file per load, whichever languages and records show it.
	const seen = new Map<string, ResponsivePhoto | { problem: string }>()
	const resolve = (src: string) => {
		let result = seen.get(src)
		if (!result) {
			try {
				result = responsive(describePhoto(mediaDir, src))
			} catch (error) {
				result = {
					problem:
						(error as NodeJS.ErrnoException).code === 'ENOENT'
							? `shows ${src}, which is not in public/media: upload it again, or choose another picture`
							: `shows ${src}, which cannot be read as a picture (${(error as Error).message})`,
				}
			}
			seen.set(src, result)
		}
		return result
	}

	/** Walks a parsed value beside its schema; `report(field, message)` for a photo that is missing or unreadable. */
	return function attachPhotos(
		schema: z.ZodType,
		value: unknown,
		path: string,
		report: (field: string, message: string) => void,
	): void {
		if (value === null || typeof value !== 'object') return
		if (isImageField(schema)) {
			const picture = value as Picture
			const result = resolve(picture.src)
			if ('problem' in result) report(path ? `${path}.src` : 'src', result.problem)
			else picture.responsive = result
			return
		}
		const inner = unwrap(schema)
		if (inner instanceof z.ZodObject)
			for (const [name, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
				attachPhotos(child, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name, report)
		if (inner instanceof z.ZodArray && Array.isArray(value))
			for (const [index, item] of value.entries())
				attachPhotos(inner.element as z.ZodType, item, `${path}[${index}]`, report)
	}
}
