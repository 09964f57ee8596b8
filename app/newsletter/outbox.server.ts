import type { DatabaseSync } from 'node:sqlite'
import { createTransport } from 'nodemailer'
import type { ComposedEmail } from './confirmation-email.server.ts'
import { maskAddress, redactAddresses } from './mask.ts'
import type { DeliveryStatus } from './subscribers.server.ts'
import type { WriteBatch } from './write-batch.server.ts'

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>

/** How a message written to the outbox leaves it. */
export type Delivery = {
	/** The status new outbox rows get. */
	status: DeliveryStatus
	/** Called once the transaction holding the message has committed. */
	committed(message: { id: number; to: string; locale: string; email: ComposedEmail }): void
	/** Resumes delivery of anything left from before a restart. */
	start(): void
	stop(): Promise<void>
}

/**
 * No SMTP_URL: the message stays in the outbox table (deleted after a few
 * days, see policy.ts) and is printed to the log with the address masked, so
 * `npm start` works without a mail server and the link can still be followed.
 */
export function logDelivery(log: Logger): Delivery {
	return {
		status: 'logged',
		committed({ id, to, locale, email }) {
			const body = email.text.trimEnd().replaceAll('\n', '\n  | ')
			log.info(
				`[newsletter] No SMTP_URL: confirmation e-mail #${id} for ${maskAddress(to)} (${locale}) kept in the outbox.\n` +
					`  Subject: ${email.subject}\n  | ${body}`,
			)
		},
		start() {},
		async stop() {},
	}
}

type OutboxRow = {
	id: number
	recipient: string
	subject: string
	text_body: string
	html_body: string
	headers: string
	attempts: number
}

/** Waits before each retry: 1 min, 5 min, 30 min, 2 h, 6 h; then the message is marked failed. */
const retryDelaysMs = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]

/**
 * SMTP_URL set: a worker hands queued messages to the mail server with
 * nodemailer, deletes each once the server has accepted it, and retries
 * failures with growing pauses. Messages survive a restart in the table.
 */
export function smtpDelivery(
	{ smtpUrl, from }: { smtpUrl: string; from: string },
	database: () => DatabaseSync,
	batch: WriteBatch,
	log: Logger,
): Delivery {
	const transport = createTransport(smtpUrl)
	let running: Promise<void> | null = null
	let again = false
	let timer: NodeJS.Timeout | undefined
	let stopped = false

	async function drain() {
		for (;;) {
			again = false
			const due = database()
				.prepare(
					"SELECT id, recipient, subject, text_body, html_body, headers, attempts FROM outbox WHERE status = 'queued' AND next_attempt_at <= ? ORDER BY id LIMIT 20",
				)
				.all(new Date().toISOString()) as OutboxRow[]
			await Promise.all(due.map((row) => send(row)))
			if (due.length === 20) again = true
			if (!again || stopped) break
		}
		scheduleNext()
	}

	async function send(row: OutboxRow) {
		try {
			await transport.sendMail({
				from,
				to: row.recipient,
				subject: row.subject,
				text: row.text_body,
				html: row.html_body,
				headers: JSON.parse(row.headers) as Record<string, string>,
			})
			await batch.run((db) => db.prepare('DELETE FROM outbox WHERE id = ?').run(row.id))
		} catch (error) {
			const attempts = row.attempts + 1
			const delay = retryDelaysMs[attempts - 1]
			const reason = redactAddresses(describe(error))
			log.warn(
				`[newsletter] Could not send e-mail #${row.id} to ${maskAddress(row.recipient)} (attempt ${attempts}): ${reason}` +
					(delay ? '' : '; giving up.'),
			)
			await batch
				.run((db) =>
					db
						.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, status = ?, last_error = ? WHERE id = ?')
						.run(
							attempts,
							new Date(Date.now() + (delay ?? 0)).toISOString(),
							delay ? 'queued' : 'failed',
							reason,
							row.id,
						),
				)
				.catch(() => {})
		}
	}

	function scheduleNext() {
		clearTimeout(timer)
		if (stopped) return
		try {
			const next = database()
				.prepare("SELECT min(next_attempt_at) AS at FROM outbox WHERE status = 'queued'")
				.get() as { at: string | null }
			if (!next.at) return
			timer = setTimeout(kick, Math.max(0, Date.parse(next.at) - Date.now()) + 50)
			timer.unref()
		} catch {
			// The database is unavailable; the next sign-up kicks the worker again.
		}
	}

	function kick() {
		if (stopped) return
		if (running) {
			again = true
			return
		}
		running = drain()
			.catch((error: unknown) => log.error(`[newsletter] Outbox worker stopped: ${redactAddresses(describe(error))}`))
			.finally(() => {
				running = null
			})
	}

	return {
		status: 'queued',
		committed: () => kick(),
		start: kick,
		async stop() {
			stopped = true
			clearTimeout(timer)
			await running
			transport.close()
		},
	}
}

export function describe(error: unknown): string {
	if (error instanceof Error) {
		const code = (error as { code?: unknown }).code
		return typeof code === 'string' ? `${code}: ${error.message}` : error.message
	}
	return String(error)
}
