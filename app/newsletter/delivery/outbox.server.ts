import { createTransport } from 'nodemailer'
import type { ComposedEmail, MailAttachment } from './confirmation-email.server.ts'
import { maskAddress, redactAddresses } from './mask.ts'
import type { OutboxMessage } from '#app/newsletter/store/outbox-table.server.ts'
import type { SubscriberDatabase } from '#app/newsletter/store/subscriber-database.server.ts'
import type { DeliveryStatus } from '#app/newsletter/store/subscribers.server.ts'

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

/** Waits before each retry: 1 min, 5 min, 30 min, 2 h, 6 h; then the message is marked failed. */
const retryDelaysMs = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]

/**
 * SMTP_URL set: a worker hands queued messages to the mail server with
 * nodemailer, deletes each once the server has accepted it, and retries
 * failures with growing pauses. Messages survive a restart in the table.
 * Stopping abandons any send in progress (its message stays queued, its
 * attempts unchanged): a mail server that stalls never holds up a shutdown.
 */
export function smtpDelivery(
	{ smtpUrl, from, bounceAddress = null }: { smtpUrl: string; from: string; bounceAddress?: string | null },
	database: SubscriberDatabase,
	log: Logger,
): Delivery {
	const transport = createTransport(smtpUrl)
	const abandon = new AbortController()
	let running: Promise<void> | null = null
	let again = false
	let timer: NodeJS.Timeout | undefined
	let stopped = false

	async function drain() {
		for (;;) {
			again = false
			const due = await database.dueMessages({ now: new Date(), limit: 20 })
			await Promise.all(due.map((message) => send(message)))
			if (due.length === 20) again = true
			if (!again || stopped) break
		}
		await scheduleNext()
	}

	async function send(message: OutboxMessage) {
		try {
			await transport.sendMail({
				from,
				to: message.recipient,
				// BOUNCE_ADDRESS: the Return-Path, where receiving servers send bounces.
				...(bounceAddress ? { envelope: { from: bounceAddress, to: message.recipient } } : {}),
				subject: message.subject,
				text: message.text_body,
				html: message.html_body,
				headers: JSON.parse(message.headers) as Record<string, string>,
				...(message.attachments ? { attachments: JSON.parse(message.attachments) as MailAttachment[] } : {}),
				signal: abandon.signal,
			})
		} catch (error) {
			// Abandoned by stop(): not an attempt; the message waits for the next start.
			if (stopped) return
			const attempts = message.attempts + 1
			const delay = retryDelaysMs[attempts - 1]
			const reason = redactAddresses(describe(error))
			log.warn(
				`[newsletter] Could not send e-mail #${message.id} to ${maskAddress(message.recipient)} (attempt ${attempts}): ${reason}` +
					(delay ? '' : '; giving up.'),
			)
			await database
				.markAttemptFailed({
					id: message.id,
					attempts,
					retryAt: new Date(Date.now() + (delay ?? 0)),
					giveUp: !delay,
					error: reason,
				})
				.catch(() => {})
			return
		}
		// Sent. Should this fail, the message is sent again later: at least once, never lost.
		await database.markSent({ id: message.id }).catch(() => {})
	}

	async function scheduleNext() {
		clearTimeout(timer)
		if (stopped) return
		try {
			const next = await database.nextDueTime({})
			if (!next || stopped) return
			timer = setTimeout(kick, Math.max(0, Date.parse(next) - Date.now()) + 50)
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
			abandon.abort()
			transport.close()
			await running
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
