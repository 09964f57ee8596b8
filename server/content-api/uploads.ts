import { extname } from 'node:path'

/** What the editor may upload to public/media/: photos and PDFs (annual reports), recognised by their first bytes too. */
const kinds: Record<string, (bytes: Buffer) => boolean> = {
	'.jpg': (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
	'.jpeg': (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
	'.png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
	'.webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
	'.avif': (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
	'.pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
}

export const uploadKinds = Object.keys(kinds).join(', ')
/** UPLOAD_MAX_MB, default 10. */
export const uploadMaxBytes =
	(Number(process.env.UPLOAD_MAX_MB) > 0 ? Number(process.env.UPLOAD_MAX_MB) : 10) * 1024 * 1024

/** Why an upload is refused ('type' | 'size'), or null when it may be written. SVG is never taken: it can carry script. */
export function uploadProblem(path: string, bytes: Buffer): 'type' | 'size' | null {
	const check = kinds[extname(path).toLowerCase()]
	if (!check || !check(bytes)) return 'type'
	if (bytes.length > uploadMaxBytes) return 'size'
	return null
}
