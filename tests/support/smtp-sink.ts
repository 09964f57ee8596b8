/**
 * A real SMTP server for the newsletter's tests (smtp-server, the server half
 * of nodemailer's project), run as its own process:
 *
 *   node tests/support/smtp-sink.ts [port]
 *
 * Prints `listening <port>` once ready, then one JSON line per accepted
 * message: { to: string[], raw: string }. No TLS, no authentication: loopback only.
 */
import { SMTPServer } from 'smtp-server'

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
			process.stdout.write(`${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`)
			callback()
		})
	},
})

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
	const address = server.server.address()
	process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)))
