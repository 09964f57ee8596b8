import { Readable } from 'node:stream'
import { parseConnectionUrl } from 'nodemailer/lib/shared'
import SMTPConnection from 'nodemailer/lib/smtp-connection'

/**
 * One SMTP connection that sends message after message, and lets the caller
 * act at the last moment before the message's end-of-data (the lone "."
 * line) is written: the mail server accepts a message only when it has read
 * that line, so what is recorded just before it decides whether a crash can
 * cause a second copy (docs/decisions/027).
 *
 * nodemailer's SMTPConnection does the protocol (EHLO, STARTTLS, AUTH,
 * pipelining, dot-stuffing); only the connection's lifetime is ours: it is
 * opened on first use, reused for up to `maxMessages`, and dropped after any
 * error so the next message starts on a fresh one.
 */
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
	 * Sends `raw` to `to`. `beforeEnd` runs synchronously once the whole
	 * message has been handed to the connection and just before the
	 * end-of-data line is written; if it throws, the message is abandoned
	 * without its end, so the server cannot accept it. Resolves with the
	 * server's reply once it has accepted the message.
	 */
	async send(envelope: { from: string; to: string }, raw: Buffer, beforeEnd: () => void): Promise<string> {
		const connection = await this.#open()
		let phase: 'body' | 'end' | 'done' = 'body'
		const message = new Readable({
			read() {
				if (phase === 'body') {
					phase = 'end'
					this.push(raw)
				} else if (phase === 'end') {
					phase = 'done'
					try {
						beforeEnd()
					} catch (error) {
						this.destroy(error as Error)
						return
					}
					this.push(null)
				}
			},
		})
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
