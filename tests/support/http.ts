import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'

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
		path,
	}: {
		method?: string
		headers?: Record<string, string>
		body?: string | Buffer
		chunks?: Buffer[]
		/** The request target exactly as written (a URL would turn `\\` into `/`); `url` then gives only the server. */
		path?: string
	},
): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		let answered = false
		const { hostname, port } = new URL(url)
		const target = path === undefined ? new URL(url) : { hostname, port, path }
		const request = httpRequest({ ...urlOptions(target), method, headers }, (response) => {
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

function urlOptions(target: URL | { hostname: string; port: string; path: string }) {
	if (!(target instanceof URL)) return target
	return { hostname: target.hostname, port: target.port, path: target.pathname + target.search }
}

/** A sign-up form body, as a browser encodes it. */
export const signUpBody = (email: string, extra = '') =>
	`email=${encodeURIComponent(email)}&homepage=${extra}&source=%2Fdreamer`

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' }

/**
 * A request written byte for byte on a TCP socket: what no HTTP client lets
 * you send (no Host header, a path with backslashes). Returns the status and
 * the whole answer.
 */
export function socketRequest(url: string, text: string): Promise<{ status: number; raw: string }> {
	const { hostname, port } = new URL(url)
	return new Promise((resolve, reject) => {
		const socket = connect(Number(port), hostname, () => socket.end(text))
		const parts: Buffer[] = []
		socket.on('data', (part: Buffer) => parts.push(part))
		socket.on('error', reject)
		socket.on('close', () => {
			const raw = Buffer.concat(parts).toString('utf8')
			resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0), raw })
		})
	})
}
