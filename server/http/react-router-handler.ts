import { writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { requestFactsContext } from '#app/newsletter/sign-up/request-context.server.ts'
import { isSameSitePost } from '#app/newsletter/sign-up/request-origin.ts'
import type { NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import type { WorkspaceRuntime } from '#app/workspace/runtime.server.ts'
import { staffContext } from '#app/workspace/staff-context.ts'
import { workspaceContext } from '#app/workspace/workspace-context.ts'

type HandlerOptions = {
	/** The build, or (development) a function that loads it afresh for each request. */
	build: ServerBuild | (() => Promise<ServerBuild>)
	mode?: 'production' | 'development'
	/** The newsletter runtime, handed to its action and link pages through the request context. */
	newsletter: NewsletterRuntime
	/** Larger request bodies are refused, never kept or parsed: the action answers 413. A function: the limit for a path. */
	maxBodyBytes: number | ((pathname: string) => number)
	/** The staff workspace, handed to its pages with the signed-in staffer (server/staff/workspace-gate.ts). */
	workspace?: WorkspaceRuntime | null
}

/**
 * Hands a request to React Router, like @react-router/express, with two
 * additions the newsletter needs. A request body is read here first, up to
 * `maxBodyBytes` (declared by Content-Length or counted as chunks arrive);
 * a larger one is never kept or parsed, and reaches the action marked as too
 * large (413), with the connection closed. The request context carries what
 * only Express knows: the client's IP (proxy headers only when TRUST_PROXY
 * is set) and the server's newsletter runtime.
 *
 * Every POST's origin is judged here (app/newsletter/sign-up/request-origin.ts,
 * docs/decisions/015) and the verdict handed on; the Origin header is then
 * removed, because React Router's own check knows nothing of Sec-Fetch-Site
 * or of a deliberately handled missing Origin, and would answer in its own
 * words. An action must therefore honour `crossSite` itself, as the sign-up
 * does (403).
 */
export function reactRouterHandler({
	build,
	mode = 'production',
	newsletter,
	maxBodyBytes,
	workspace = null,
}: HandlerOptions) {
	const handle = createRequestHandler(build, mode)
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
		try {
			let body: Buffer | null = null
			let bodyTooLarge = false
			const mutation = req.method !== 'GET' && req.method !== 'HEAD'
			const request = toFetchRequest(req, res)
			const crossSite = mutation && !isSameSitePost(request.headers, request.url, newsletter.config.allowedOrigins)
			if (mutation) {
				body = await readBody(req, typeof maxBodyBytes === 'number' ? maxBodyBytes : maxBodyBytes(req.path))
				if (body === null) {
					bodyTooLarge = true
					res.setHeader('Connection', 'close')
				}
			}
			const context = new RouterContextProvider()
			context.set(requestFactsContext, {
				clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
				bodyTooLarge,
				crossSite,
				runtime: newsletter,
			})
			context.set(workspaceContext, workspace)
			context.set(staffContext, res.locals.staff ?? null)
			const response = await handle(withBody(request, body, mutation), context)
			await send(res, response)
		} catch (error) {
			next(error)
		}
	}
}

/**
 * The body, or null once it is known to pass the limit. The rest of a body
 * that is too large is never kept: it is read and thrown away (see
 * `discardRest`) before the 413 goes out.
 */
export function readBody(req: ExpressRequest, limit: number): Promise<Buffer | null> {
	const declared = Number(req.headers['content-length'] ?? Number.NaN)
	if (declared > limit) return declared > discardLimit.bytes ? Promise.resolve(null) : discardRest(req).then(() => null)
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		let size = 0
		const onData = (chunk: Buffer) => {
			size += chunk.length
			if (size > limit) {
				cleanup()
				resolve(discardRest(req).then(() => null))
			} else chunks.push(chunk)
		}
		const onEnd = () => {
			cleanup()
			resolve(Buffer.concat(chunks, size))
		}
		const onError = (error: Error) => {
			cleanup()
			reject(error)
		}
		const cleanup = () => {
			req.off('data', onData)
			req.off('end', onEnd)
			req.off('error', onError)
		}
		req.on('data', onData)
		req.on('end', onEnd)
		req.on('error', onError)
	})
}

/**
 * How much of a refused body is still read, and thrown away, before the
 * answer. A server that closes while the client is still sending makes the
 * client's system answer with a reset, and the client may lose the 413 (3 in
 * 40 tries in our tests). So the server lets it finish first, as nginx's
 * lingering close does: up to this many bytes, for up to this long. A body
 * declared larger gets the answer at once; one that runs over the bytes or
 * the time gets it then. The connection is closed after every 413.
 */
const discardLimit = { bytes: 8 * 1024 * 1024, ms: 10_000 }

/** Reads the rest of the request and drops it, within `discardLimit`. */
function discardRest(req: ExpressRequest): Promise<void> {
	return new Promise((done) => {
		if (req.readableEnded) return done()
		let left = discardLimit.bytes
		const finish = () => {
			clearTimeout(timer)
			req.off('data', onData)
			req.off('end', finish)
			req.off('error', finish)
			req.pause()
			done()
		}
		const onData = (chunk: Buffer) => {
			left -= chunk.length
			if (left < 0) finish()
		}
		const timer = setTimeout(finish, discardLimit.ms)
		req.on('data', onData)
		req.on('end', finish)
		req.on('error', finish)
		req.resume()
	})
}

/** The request as React Router sees it, still without a body. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
	// As @react-router/express does: X-Forwarded-Host only when the app trusts proxies.
	const [, forwardedPort] = req.app.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : []
	const [, hostPort] = req.get('host')?.split(':') ?? []
	const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger)
	const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${port ? `:${port}` : ''}`
	const url = new URL(`${req.protocol}://${host}${req.originalUrl}`)

	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === undefined || name === 'transfer-encoding' || name === 'content-length') continue
		for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
	}

	const controller = new AbortController()
	res.on('close', () => {
		if (!res.writableFinished) controller.abort()
	})
	return new Request(url, { method: req.method, headers, signal: controller.signal })
}

/** The request with the body read here (none when it was too large), and without Origin (see above). */
function withBody(request: Request, body: Buffer | null, mutation: boolean): Request {
	if (!mutation) return request
	const headers = new Headers(request.headers)
	headers.delete('origin')
	headers.set('content-length', String(body?.length ?? 0))
	return new Request(request.url, {
		method: request.method,
		headers,
		body: new Uint8Array(body ?? []),
		signal: request.signal,
	})
}

async function send(res: ExpressResponse, response: Response) {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel()
		return
	}
	res.statusMessage = response.statusText
	res.status(response.status)
	for (const [name, value] of response.headers.entries()) res.append(name, value)
	if (response.body) await writeReadableStreamToWritable(response.body, res)
	else res.end()
}
