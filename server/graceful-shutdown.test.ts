import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulShutdown } from './graceful-shutdown.ts'

let server: Server | undefined
afterEach(() => {
	server?.closeAllConnections()
	server?.close()
})

/** A server whose /slow answer waits until `release()`; everything else answers at once. */
async function serve() {
	const { promise: released, resolve: release } = Promise.withResolvers<void>()
	server = createServer((req, res) => {
		if (req.url === '/slow') void released.then(() => res.end('slow'))
		else res.end('fast')
	})
	server.keepAliveTimeout = 60_000
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	return { port: (server.address() as AddressInfo).port, release: () => release() }
}

const get = (port: number, path: string) =>
	new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
		const req = request(
			{ port, host: '127.0.0.1', path, agent: false, headers: { connection: 'keep-alive' } },
			(res) => {
				let body = ''
				res.on('data', (chunk) => (body += chunk))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
			},
		)
		req.on('error', reject)
		req.end()
	})

describe('gracefulShutdown', () => {
	it('finishes the request in flight, closes its connection, then closes the resources, and reports 0', async () => {
		const { port, release } = await serve()
		const steps: string[] = []
		const shutDown = gracefulShutdown(server!, {
			closeResources: async () => void steps.push('resources closed'),
			deadlineMs: 5_000,
			log: () => {},
		})
		const slow = get(port, '/slow')
		await new Promise((resolve) => setTimeout(resolve, 50))
		const done = shutDown().then((code) => steps.push(`exit ${code}`))
		await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/)
		release()
		const answer = await slow
		expect(answer).toMatchObject({ status: 200, body: 'slow', connection: 'close' })
		await done
		expect(steps).toEqual(['resources closed', 'exit 0'])
	})

	it('cuts off what is still open at the deadline and reports 1', async () => {
		await serve()
		const lines: string[] = []
		const shutDown = gracefulShutdown(server!, {
			closeResources: async () => {},
			deadlineMs: 200,
			log: (line) => lines.push(line),
		})
		const { port } = server!.address() as AddressInfo
		const stalled = get(port, '/slow').catch((error: Error) => error)
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(await shutDown()).toBe(1)
		expect(await stalled).toBeInstanceOf(Error)
		expect(lines.at(-1)).toMatch(/deadline of 0\.2 s passed with 1 request/)
	})
})
