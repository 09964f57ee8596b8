import type { NextFunction, Request, Response } from 'express'

/**
 * A prerendered page, as the build precompressed it (`.br`, `.gz`: scripts/build/precompress.ts)
 * when the browser takes that encoding, else as it is. The status is the response's (200 unless
 * set before: the not-found pages answer 404).
 */
export function sendPage(req: Request, res: Response, file: string, next: NextFunction) {
	// Brotli when the browser takes it (smaller), whatever order it lists them in; else gzip.
	const accepted = req.acceptsEncodings()
	const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null
	const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : ''
	res.vary('Accept-Encoding')
	if (encoding) res.setHeader('Content-Encoding', encoding)
	res.type('html')
	res.sendFile(`${file}${suffix}`, { dotfiles: 'deny' }, (error) => {
		if (!error) return
		// A build without the compressed copies (made by an older build step): the page as it is.
		if (suffix && !res.headersSent) {
			res.removeHeader('Content-Encoding')
			return res.sendFile(file, { dotfiles: 'deny' }, (again) => again && next(again))
		}
		next(error)
	})
}
