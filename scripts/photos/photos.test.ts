import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { describePhoto, encodeVariant, listPhotos, processAllPhotos, responsive } from './photos.ts'

let dir: string
let media: string
let cache: string
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'photos-'))
	media = join(dir, 'media')
	cache = join(dir, 'cache')
	await mkdir(join(media, 'team'), { recursive: true })
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const photo = (file: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
	sharp({ create: { width, height, channels: 3, background: '#8a6' } })
		.toFormat(format)
		.toFile(join(media, file))

const widths = async (name: string) =>
	(await describePhoto(media, `/media/${name}`)).variants
		.filter((variant) => variant.format === 'webp')
		.map((variant) => variant.width)

describe('the photo pipeline', () => {
	it('finds every raster image under the media folder, and nothing else', async () => {
		await photo('a.jpg', 100, 100)
		await photo('team/b.png', 100, 100, 'png')
		await writeFile(join(media, 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
		expect(await listPhotos(media)).toEqual(['/media/a.jpg', '/media/team/b.png'])
		expect(await listPhotos(join(dir, 'nowhere'))).toEqual([])
	})

	it('makes AVIF and WebP at 320 to 1600 pixels wide, never wider than the original', async () => {
		await photo('wide.jpg', 2400, 1600)
		await photo('small.jpg', 700, 500)
		await photo('tiny.jpg', 200, 100)
		expect(await widths('wide.jpg')).toEqual([320, 640, 960, 1280, 1600])
		expect(await widths('small.jpg')).toEqual([320, 640, 700])
		expect(await widths('tiny.jpg')).toEqual([200])
	})

	it('describes a photo for <Photo>: its size, a srcset per format and a WebP fallback no wider than 960', async () => {
		await photo('team/Zhang San.jpg', 2000, 1500)
		const described = responsive(await describePhoto(media, '/media/team/Zhang San.jpg'))
		expect(described).toMatchObject({ width: 2000, height: 1500 })
		expect(described.src).toMatch(/^\/assets\/photos\/zhang-san-[0-9a-f]{12}-960\.webp$/)
		expect(described.avifSrc).toBe(described.src.replace('.webp', '.avif'))
		expect(described.avif.split(', ')).toHaveLength(5)
		expect(described.webp).toMatch(/-1600\.webp 1600w$/)
	})

	it('encodes each variant at its width and format, once: the next build takes it from the cache', async () => {
		await photo('a.jpg', 1000, 800)
		const described = await describePhoto(media, '/media/a.jpg')
		const variant = described.variants.find((candidate) => candidate.format === 'avif' && candidate.width === 640)!
		const first = await encodeVariant(described, variant, cache)
		expect(first.cached).toBe(false)
		expect(await sharp(first.bytes).metadata()).toMatchObject({ width: 640, height: 512, format: 'heif' })
		const second = await encodeVariant(described, variant, cache)
		expect(second).toEqual({ bytes: first.bytes, cached: true })
	})

	it('names the variants after the file’s contents: a changed photo gets new names', async () => {
		await photo('a.jpg', 400, 300)
		const before = await describePhoto(media, '/media/a.jpg')
		await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123' } })
			.jpeg()
			.toFile(join(media, 'a.jpg'))
		const after = await describePhoto(media, '/media/a.jpg')
		expect(after.hash).not.toBe(before.hash)
	})

	it('hands every variant of every photo to the build, and reports what it did', async () => {
		await photo('a.jpg', 700, 500)
		await photo('b.png', 300, 300, 'png')
		const emitted: string[] = []
		const report = await processAllPhotos(media, (file) => void emitted.push(file), cache)
		expect(report).toMatchObject({ photos: 2, variants: 8, encoded: 8 })
		expect(emitted.filter((file) => file.endsWith('.avif'))).toHaveLength(4)
		expect((await processAllPhotos(media, () => undefined, cache)).encoded).toBe(0)
	})
})
