import { SMTPServer, type SMTPServerSession } from 'smtp-server'

/**
 * An SMTP server inside the test's own process, on a free port: it keeps
 * what `record` makes of each accepted message (from its envelope and raw
 * text), and refuses a recipient with the code `refuse` gives.
 */
export async function inProcessSmtp<T>({
	record,
	refuse = () => null,
}: {
	record: (session: SMTPServerSession, raw: string) => T
	refuse?: (to: string) => number | null
}) {
	const received: T[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onRcptTo(address, _session, callback) {
			const code = refuse(address.address)
			if (code) callback(Object.assign(new Error('Refused for the test'), { responseCode: code }))
			else callback()
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				received.push(record(session, Buffer.concat(chunks).toString('utf8')))
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as { port: number }
	return {
		received,
		port,
		url: `smtp://127.0.0.1:${port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
