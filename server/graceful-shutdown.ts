import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export type ShutdownOptions = {
	/** Everything after HTTP: mail delivery abandoned, database writes finished and closed. */
	closeResources: () => Promise<void>
	/** The whole shutdown must end within this (ms); then remaining connections are cut. */
	deadlineMs: number
	log: (line: string) => void
}

/**
 * Prepares `server` for a shutdown with a deadline and returns the function
 * that performs it (call it once, on SIGTERM or SIGINT). It resolves with the
 * exit code: 0 when everything finished in time, 1 when the deadline cut
 * something off. In order:
 *
 * 1. stop accepting connections (the port closes at once);
 * 2. finish the requests in flight: idle keep-alive connections are closed
 *    now, busy ones as soon as their response is sent (`Connection: close`);
 * 3. close the resources (mail sends in progress are abandoned and stay
 *    queued; the database finishes the writes it has begun, then closes);
 * 4. resolve.
 *
 * Nothing here waits on a mail server or a client without limit: at the
 * deadline every remaining connection is destroyed and the code is 1. Writes
 * already answered were committed before their answer; anything unfinished
 * was never acknowledged.
 */
export function gracefulShutdown(server: Server, { closeResources, deadlineMs, log }: ShutdownOptions) {
	const inFlight = new Set<ServerResponse>()
	let shuttingDown = false

	const closeWhenDone = (res: ServerResponse) => {
		if (!res.headersSent) res.setHeader('Connection', 'close')
		res.once('finish', () => server.closeIdleConnections())
	}

	server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
		inFlight.add(res)
		res.once('close', () => inFlight.delete(res))
		if (shuttingDown) closeWhenDone(res)
	})

	return async function shutDown(): Promise<number> {
		shuttingDown = true
		const seconds = Math.round(deadlineMs / 100) / 10
		log(`Shutting down: no new connections; finishing ${inFlight.size} request(s) in flight (deadline ${seconds} s)…`)
		let timer: NodeJS.Timeout | undefined
		const deadline = new Promise<'deadline'>((resolve) => {
			timer = setTimeout(() => resolve('deadline'), deadlineMs)
		})
		const orderly = (async () => {
			const closed = new Promise<void>((resolve) => server.close(() => resolve()))
			for (const res of inFlight) closeWhenDone(res)
			server.closeIdleConnections()
			await closed
			await closeResources()
			return 'done' as const
		})()
		const outcome = await Promise.race([orderly, deadline])
		clearTimeout(timer)
		if (outcome === 'done') {
			log('Shut down.')
			return 0
		}
		log(
			`Shutdown deadline of ${seconds} s passed with ${inFlight.size} request(s) still open: closing every connection and exiting.`,
		)
		server.closeAllConnections()
		return 1
	}
}
