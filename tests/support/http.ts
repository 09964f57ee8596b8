import { request as httpRequest } from 'node:http'

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * One HTTP request with full control of headers and body framing, as no
 * browser would send it: `chunks` go out with Transfer-Encoding: chunked.
 */
export function rawRequest(
	url: string,
	{
		method = 'POST',
		headers = {},
		body,
		chunks,
	}: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunks?: Buffer[] },
): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		let answered = false
		const request = httpRequest(url, { method, headers }, (response) => {
			answered = true
			const parts: Buffer[] = []
			response.on('data', (part: Buffer) => parts.push(part))
			response.on('end', () =>
				resolve({
					status: response.statusCode ?? 0,
					headers: response.headers,
					body: Buffer.concat(parts).toString('utf8'),
				}),
			)
			response.on('error', reject)
		})
		// A server that refuses a body early may close while we still write: its answer is what counts.
		request.on('error', (error) => {
			if (!answered) reject(error)
		})
		if (chunks) {
			const write = (index: number) => {
				if (index === chunks.length || request.destroyed) return request.end()
				request.write(chunks[index], () => write(index + 1))
			}
			write(0)
		} else request.end(body)
	})
}

/** A sign-up form body, as a browser encodes it. */
export const signUpBody = (email: string, extra = '') =>
	`email=${encodeURIComponent(email)}&homepage=${extra}&source=%2Fdreamer`

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' }
