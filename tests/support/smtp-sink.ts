/**
 * A real SMTP server for the newsletter's tests (smtp-server, the server half
 * of nodemailer's project), run as its own process:
 *
 *   node tests/support/smtp-sink.ts [port] [--summary]
 *
 * Prints `listening <port>` once ready, then one JSON line per accepted
 * message: { to: string[], raw: string }; with --summary (benchmarks) only
 * { to, messageId, language } instead of the raw message. No TLS, no
 * authentication: loopback only.
 */
import { SMTPServer } from 'smtp-server'

const summary = process.argv.includes('--summary')
const port = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 0)
const header = (raw: string, name: string) =>
	new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(raw.slice(0, raw.search(/\r?\n\r?\n/)))?.[1]?.trim()

const server = new SMTPServer({
	secure: false,
	authOptional: true,
	disabledCommands: ['STARTTLS'],
	banner: 'newsletter test sink',
	onData(stream, session, callback) {
		const chunks: Buffer[] = []
		stream.on('data', (chunk: Buffer) => chunks.push(chunk))
		stream.on('end', () => {
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

server.listen(port, '127.0.0.1', () => {
	const address = server.server.address()
	process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)))
