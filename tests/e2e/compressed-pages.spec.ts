import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { baseURL } from '../../playwright.config.ts'
import { expect, test } from './site.ts'

/** A GET with one Accept-Encoding, the body as it came over the wire. */
function get(
	path: string,
	encoding: string,
): Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }> {
	return new Promise((resolve, reject) => {
		const request = httpRequest(`${baseURL}${path}`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () =>
				resolve({ headers: response.headers, body: Buffer.concat(chunks), status: response.statusCode ?? 0 }),
			)
		})
		request.on('error', reject)
		request.end()
	})
}

/**
 * Pages leave the server as the build compressed them (issue 22: a slow,
 * lossy line to mainland China gains most from a smaller page), Brotli or
 * gzip as the browser takes them, and the same page once decompressed.
 */
for (const path of ['/', '/zh-hant/help', '/zh-hans/news']) {
	test(`${path} is sent precompressed, Brotli or gzip, and the same page either way`, async () => {
		const plain = await get(path, 'identity')
		expect(plain.status).toBe(200)
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body.toString('utf8')).toContain('</html>')

		const br = await get(path, 'gzip, deflate, br')
		expect(br.headers['content-encoding']).toBe('br')
		expect(br.headers['content-type']).toMatch(/^text\/html/)
		expect(br.headers.vary).toMatch(/Accept-Encoding/i)
		expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
		expect(br.body.length).toBeLessThan(plain.body.length / 3)

		const gz = await get(path, 'gzip')
		expect(gz.headers['content-encoding']).toBe('gzip')
		expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
	})
}
