import type { Socket } from 'node:net'
import { Readable } from 'node:stream'
import { parseConnectionUrl } from 'nodemailer/lib/shared'
import SMTPConnection from 'nodemailer/lib/smtp-connection'

/**
 * One SMTP connection that sends message after message, and lets the caller
 * record the message just before its end-of-data (the lone "." line) is
 * written: the mail server accepts a message when it reads that line, so
 * what the caller records then decides what a crash can do
 * (docs/decisions/027).
 *
 * nodemailer's SMTPConnection does the protocol (EHLO, STARTTLS, AUTH,
 * pipelining, dot-stuffing); only the connection's lifetime is ours: it is
 * opened on first use, reused for up to `maxMessages`, and dropped after any
 * error so the next message starts on a fresh one.
 */
/** The end-of-data chunks nodemailer writes (data-stream.js `_flush`). */
const endsOfData = ['.\r\n', '\n.\r\n', '\r\n.\r\n'].map((end) => Buffer.from(end))

export class SmtpLane {
	readonly #options: ConstructorParameters<typeof SMTPConnection>[0]
	readonly #auth: { user: string; pass: string } | undefined
	readonly #maxMessages: number
	#connection: SMTPConnection | null = null
	#ready: Promise<SMTPConnection> | null = null
	#sent = 0

	constructor(smtpUrl: string, { maxMessages = 100 }: { maxMessages?: number } = {}) {
		const { auth, ...options } = parseConnectionUrl(smtpUrl)
		this.#auth = auth
		this.#options = {
			...options,
			connectionTimeout: 30_000,
			greetingTimeout: 30_000,
			socketTimeout: 60_000,
		} as ConstructorParameters<typeof SMTPConnection>[0]
		this.#maxMessages = maxMessages
	}

	/**
	 * Sends `raw` to `to`. `beforeEnd` runs synchronously just before the
	 * end-of-data line (the lone ".") is written, once every byte before it
	 * has reached the operating system; the end (a few bytes) then goes
	 * straight into the socket. If `beforeEnd` throws, the end is never written
	 * and the connection is dropped: the server discards the message.
	 * Resolves with the server's reply.
	 */
	async send(envelope: { from: string; to: string }, raw: Buffer, beforeEnd: () => void): Promise<string> {
		const connection = await this.#open()
		const message = Readable.from([raw])
		// nodemailer pipes the message through its dot-stuffing stream into the socket and
		// ends it with one chunk of its own: ".\r\n" after a line break, else "\r\n.\r\n".
		// oxlint-disable-next-line no-underscore-dangle -- nodemailer keeps its socket in a private field
		const socket = (connection as unknown as { _socket: Socket })._socket
		const restore = holdEndOfData(socket, beforeEnd)
		try {
			const response = await new Promise<string>((resolve, reject) =>
				connection.send({ from: envelope.from, to: [envelope.to] }, message, (error, info) =>
					error ? reject(error) : resolve(info.response ?? ''),
				),
			)
			if (++this.#sent >= this.#maxMessages) this.close()
			return response
		} catch (error) {
			// After a failure mid-transaction the connection's state is unknown: start afresh.
			this.close()
			throw error
		} finally {
			restore()
		}
	}

	#open(): Promise<SMTPConnection> {
		if (this.#ready) return this.#ready
		this.#sent = 0
		const connection = new SMTPConnection(this.#options)
		this.#connection = connection
		this.#ready = new Promise<SMTPConnection>((resolve, reject) => {
			connection.once('error', reject)
			connection.connect(() => {
				if (!this.#auth) return resolve(connection)
				connection.login(this.#auth, (error) => (error ? reject(error) : resolve(connection)))
			})
		}).then(
			(ready) => {
				// Later errors (a dropped socket between messages) end this connection only.
				ready.removeAllListeners('error')
				ready.on('error', () => this.close())
				ready.once('end', () => this.#forget(ready))
				return ready
			},
			(error: unknown) => {
				this.close()
				throw error
			},
		)
		return this.#ready
	}

	#forget(connection: SMTPConnection) {
		if (this.#connection === connection) {
			this.#connection = null
			this.#ready = null
		}
	}

	/** Says QUIT (or drops the connection) and forgets it. */
	close() {
		const connection = this.#connection
		this.#connection = null
		this.#ready = null
		if (!connection) return
		connection.on('error', () => {})
		try {
			connection.quit()
		} catch {
			connection.close()
		}
	}
}

type WriteCallback = (error?: Error | null) => void

/**
 * Watches the socket's writes for one message. Body chunks pass through,
 * counted until the operating system has them (their write callbacks). The
 * end-of-data chunk waits until none is outstanding; then `beforeEnd` runs
 * and the end is written in the same turn, so a kill between the two is a
 * window of microseconds with nothing queued in this process. Returns the
 * function that puts the socket's own `write` back.
 */
function holdEndOfData(socket: Socket, beforeEnd: () => void): () => void {
	const write = socket.write
	let outstanding = 0
	let heldEnd: (() => void) | null = null
	let ended = false
	socket.write = function (this: Socket, chunk: unknown, ...rest: unknown[]): boolean {
		const callback = rest.find((arg): arg is WriteCallback => typeof arg === 'function')
		const encoding = rest.find((arg) => typeof arg === 'string') as BufferEncoding | undefined
		if (!ended && Buffer.isBuffer(chunk) && endsOfData.some((end) => chunk.equals(end))) {
			ended = true
			heldEnd = () => {
				heldEnd = null
				try {
					beforeEnd()
				} catch (error) {
					socket.destroy(error instanceof Error ? error : new Error(String(error)))
					return
				}
				write.call(socket, chunk, 'utf8', callback)
			}
			if (outstanding === 0) heldEnd()
			return true
		}
		outstanding++
		return write.call(socket, chunk as string, encoding ?? 'utf8', (error?: Error | null) => {
			outstanding--
			callback?.(error)
			if (outstanding === 0 && !error) heldEnd?.()
		})
	} as Socket['write']
	return () => {
		socket.write = write
	}
}
