import { stat } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import type { Plugin } from 'vite'
import { mediaDirFor } from '#scripts/content/load-site-content.ts'
import {
	describePhoto,
	encodeVariant,
	listPhotos,
	photoUrlPrefix,
	processAllPhotos,
	type PhotoSource,
} from '#scripts/photos/photos.ts'
import { contentDirectory } from './content.ts'

const types: Record<string, string> = {
	'.avif': 'image/avif',
	'.webp': 'image/webp',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.png': 'image/png',
	'.svg': 'image/svg+xml',
	'.gif': 'image/gif',
}

/**
 * The photo pipeline in the build and the development server
 * (scripts/photos/photos.ts). The build writes every variant of every photo
 * in public/media into the client output (build/client/assets/photos/);
 * the development server encodes a variant when a page first asks for it.
 * With CONTENT_DIR set, photos come from the media folder beside that copy.
 */
export function photos({ root = process.cwd() }: { root?: string } = {}): Plugin {
	const mediaDir = mediaDirFor(contentDirectory(root))
	return {
		name: 'photos',
		async generateBundle() {
			if (this.environment.name !== 'client') return
			const started = Date.now()
			const report = await processAllPhotos(mediaDir, (file, source) => {
				this.emitFile({ type: 'asset', fileName: `${photoUrlPrefix.slice(1)}${file}`, source })
			})
			if (report.photos)
				this.environment.logger.info(
					`Photos: ${report.photos} in public/media → ${report.variants} AVIF and WebP files, ${(report.bytes / 1024).toFixed(0)} KB (${report.encoded} encoded, ${report.variants - report.encoded} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
				)
		},
		configureServer(server) {
			const described = new Map<string, { mtime: number; photo: PhotoSource }>()
			const findVariant = async (name: string) => {
				for (const src of await listPhotos(mediaDir)) {
					const file = join(mediaDir, ...src.slice('/media/'.length).split('/'))
					const mtime = (await stat(file)).mtimeMs
					let entry = described.get(src)
					if (!entry || entry.mtime !== mtime) {
						entry = { mtime, photo: describePhoto(mediaDir, src) }
						described.set(src, entry)
					}
					const variant = entry.photo.variants.find((candidate) => candidate.file === name)
					if (variant) return { photo: entry.photo, variant }
				}
				return undefined
			}
			server.middlewares.use(async (req, res, next) => {
				const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '')
				try {
					if (path.startsWith(photoUrlPrefix)) {
						const found = await findVariant(path.slice(photoUrlPrefix.length))
						if (!found) return next()
						const { bytes } = await encodeVariant(found.photo, found.variant)
						res.setHeader('Content-Type', types[`.${found.variant.format}`]!)
						res.setHeader('Cache-Control', 'no-cache')
						return res.end(bytes)
					}
					// Uploads (and the CMS's media library) from the media folder in use, which may be a copy.
					if (path.startsWith('/media/')) {
						const file = normalize(join(mediaDir, ...path.slice('/media/'.length).split('/')))
						if (!file.startsWith(mediaDir + sep)) return next()
						const type = types[extname(file).toLowerCase()]
						if (!type || !(await stat(file).catch(() => undefined))?.isFile()) return next()
						res.setHeader('Content-Type', type)
						res.setHeader('Cache-Control', 'no-cache')
						return createReadStream(file).pipe(res)
					}
				} catch (error) {
					return next(error)
				}
				next()
			})
		},
	}
}
