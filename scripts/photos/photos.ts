import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, extname, join, relative, sep } from 'node:path'
import { imageSize } from 'image-size'
import sharp, { type Sharp } from 'sharp'
import type { ResponsivePhoto } from '#app/content/schema/fields.ts'

/**
 * The photo pipeline: every raster image under public/media/ (where the CMS
 * uploads) becomes AVIF and WebP files at several widths, never wider than
 * the original. Their names carry a hash of the source file and of the
 * settings below, so they are cached forever by browsers and between builds
 * (node_modules/.cache/photos), and a changed photo gets new names.
 */
const photoWidths = [320, 640, 960, 1280, 1600] as const
/** The width of the <img src> fallback (WebP), or the largest below it. */
const fallbackWidth = 960
/** Where the variants are served from: under /assets, which is cached as immutable. */
export const photoUrlPrefix = '/assets/photos/'

const encoders = {
	avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
	webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
} as const
type PhotoFormat = keyof typeof encoders
const photoFormats = Object.keys(encoders) as PhotoFormat[]
/** Part of every hash: changing a setting above re-encodes everything. */
const settingsVersion = 'v1 avif q50 e4; webp q75 e4; widths 320-1600'

const rasterExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])
const isRaster = (file: string) => rasterExtensions.has(extname(file).toLowerCase())

export type Variant = { file: string; width: number; format: PhotoFormat }
export type PhotoSource = {
	/** The path the content files use: /media/team/zhang-san.jpg */
	src: string
	file: string
	hash: string
	width: number
	height: number
	variants: Variant[]
}

/**
 * Reads a photo's size and hash and names its variants. Synchronous (the
 * content loader is) and fast: only the file's header is parsed (image-size),
 * no pixels are decoded. A JPEG turned by its EXIF orientation counts as turned.
 */
export function describePhoto(mediaDir: string, src: string): PhotoSource {
	const file = join(mediaDir, ...src.replace(/^\/media\//, '').split('/'))
	const bytes = readFileSync(file)
	const hash = createHash('sha256').update(settingsVersion).update(bytes).digest('hex').slice(0, 12)
	const size = imageSize(bytes)
	const turned = (size.orientation ?? 1) >= 5
	const [width, height] = turned ? [size.height, size.width] : [size.width, size.height]
	const stem =
		basename(file, extname(file))
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-|-$/g, '') || 'photo'
	const widths: number[] = photoWidths.filter((candidate) => candidate < width)
	// Never upscaled: the original's own width is the last step (and the only one for a small photo).
	if (width <= photoWidths.at(-1)!) widths.push(width)
	const variants = photoFormats.flatMap((format) =>
		widths.map((variantWidth) => ({ file: `${stem}-${hash}-${variantWidth}.${format}`, width: variantWidth, format })),
	)
	return { src, file, hash, width, height, variants }
}

/** What a page needs to show a photo: its intrinsic size and the `srcset` of each format. */
export function responsive(photo: PhotoSource): ResponsivePhoto {
	const srcSet = (format: PhotoFormat) =>
		photo.variants
			.filter((variant) => variant.format === format)
			.map((variant) => `${photoUrlPrefix}${variant.file} ${variant.width}w`)
			.join(', ')
	const webp = photo.variants.filter((variant) => variant.format === 'webp')
	const fallback = webp.findLast((variant) => variant.width <= fallbackWidth) ?? webp[0]!
	const avifFallback = photo.variants.find((variant) => variant.format === 'avif' && variant.width === fallback.width)!
	return {
		width: photo.width,
		height: photo.height,
		src: `${photoUrlPrefix}${fallback.file}`,
		avifSrc: `${photoUrlPrefix}${avifFallback.file}`,
		avif: srcSet('avif'),
		webp: srcSet('webp'),
	}
}

/** Every raster image under the media folder, as content files name it (/media/…). */
export async function listPhotos(mediaDir: string): Promise<string[]> {
	let entries
	try {
		entries = await readdir(mediaDir, { recursive: true, withFileTypes: true })
	} catch {
		return []
	}
	return entries
		.filter((entry) => entry.isFile() && isRaster(entry.name))
		.map((entry) => `/media/${relative(mediaDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
		.sort()
}

const defaultCacheDir = () => process.env.PHOTO_CACHE_DIR ?? join(process.cwd(), 'node_modules', '.cache', 'photos')

/** One variant's bytes: from the cache, or encoded now (and cached). */
export async function encodeVariant(
	photo: PhotoSource,
	variant: Variant,
	cacheDir = defaultCacheDir(),
): Promise<{ bytes: Buffer; cached: boolean }> {
	const cached = join(cacheDir, variant.file)
	try {
		return { bytes: await readFile(cached), cached: true }
	} catch {
		// Not cached yet.
	}
	const image = sharp(await readFile(photo.file))
		.autoOrient()
		.resize({ width: variant.width, withoutEnlargement: true })
	const bytes = await encoders[variant.format](image).toBuffer()
	await mkdir(cacheDir, { recursive: true })
	// Written under a temporary name first: a build stopped halfway leaves no broken file in the cache.
	const partial = `${cached}.${process.pid}.partial`
	await writeFile(partial, bytes)
	await rename(partial, cached)
	return { bytes, cached: false }
}

export type PipelineReport = { photos: number; variants: number; encoded: number; bytes: number }

/**
 * Every variant of every photo in the media folder, handed to `emit` (the
 * build writes them into its output). Encodes only what the cache lacks.
 */
export async function processAllPhotos(
	mediaDir: string,
	emit: (file: string, bytes: Buffer) => void | Promise<void>,
	cacheDir = defaultCacheDir(),
): Promise<PipelineReport> {
	const report: PipelineReport = { photos: 0, variants: 0, encoded: 0, bytes: 0 }
	for (const src of await listPhotos(mediaDir)) {
		const photo = describePhoto(mediaDir, src)
		report.photos++
		for (const variant of photo.variants) {
			const { bytes, cached } = await encodeVariant(photo, variant, cacheDir)
			if (!cached) report.encoded++
			report.variants++
			report.bytes += bytes.length
			await emit(variant.file, bytes)
		}
	}
	return report
}
