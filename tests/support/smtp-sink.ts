/**
 * A real SMTP server for the newsletter's tests (smtp-server, the server half
 * of nodemailer's project), run as its own process:
 *
 *   node tests/support/smtp-sink.ts [port] [mode] [--summary]
 *
 * Prints `listening <port>` once ready. Modes:
 * - `accept` (default): one JSON line per accepted message: { to: string[], raw: string };
 *   with --summary (benchmarks) only { to, messageId, language } instead of the raw message.
 * - `never-greet`: accepts connections and never says a word (prints `connected`).
 * - `stall-after-data`: takes the whole message and never answers it (prints `stalled`).
 * No TLS, no authentication: loopback only.
 */
import { createServer, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type SinkMode = 'accept' | 'never-greet' | 'stall-after-data'
const modes: SinkMode[] = ['accept', 'never-greet', 'stall-after-data']
const args = process.argv.slice(2)
const mode = (args.find((arg): arg is SinkMode => (modes as string[]).includes(arg)) ?? 'accept') as SinkMode
const port = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 0)
const summary = args.includes('--summary')
const header = (raw: string, name: string) =>
	new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(raw.slice(0, raw.search(/\r?\n\r?\n/)))?.[1]?.trim()

function ready(address: ReturnType<typeof server.address>) {
	process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`)
}

let server: ReturnType<typeof createServer>
if (mode === 'never-greet') {
	const sockets = new Set<Socket>()
	server = createServer((socket) => {
		sockets.add(socket)
		socket.on('close', () => sockets.delete(socket))
		socket.on('error', () => {})
		process.stdout.write('connected\n')
	})
	server.listen(port, '127.0.0.1', () => ready(server.address()))
	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.once(signal, () => {
			for (const socket of sockets) socket.destroy()
			server.close(() => process.exit(0))
		})
	}
} else {
	const smtp = new SMTPServer({
		secure: false,
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		banner: 'newsletter test sink',
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				if (mode === 'stall-after-data') {
					// The message is in; its answer never comes.
					process.stdout.write('stalled\n')
					return
				}
				const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
				const raw = Buffer.concat(chunks).toString('utf8')
				const line = summary
					? { to, messageId: header(raw, 'Message-ID'), language: header(raw, 'Content-Language') }
					: { to, raw }
				process.stdout.write(`${JSON.stringify(line)}\n`)
				callback()
			})
		},
	})
	// A client that dies mid-session (a server killed by a test) resets its socket: note it, keep serving.
	smtp.on('error', (error) => process.stderr.write(`sink: ${error.message}\n`))
	server = smtp.server
	smtp.listen(port, '127.0.0.1', () => ready(smtp.server.address()))
	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		// A stalled session never ends by itself: do not wait for it.
		process.once(signal, () => (mode === 'stall-after-data' ? process.exit(0) : smtp.close(() => process.exit(0))))
	}
}
