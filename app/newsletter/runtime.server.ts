import { MemoryStore, ipKeyGenerator, type Options } from 'express-rate-limit'
import type { Locale } from '#app/i18n/locales.ts'
import type { NewsletterConfig } from './config.server.ts'
import { redactAddresses } from './delivery/mask.ts'
import { describe, logDelivery, smtpDelivery, type Logger } from './delivery/outbox.server.ts'
import type { ComposedEmail } from './delivery/confirmation-email.server.ts'
import type { DeliveryStatus } from './store/subscribers.server.ts'
import type { MailEvent, MailEventOutcome } from './store/mail-events.server.ts'
import { openSubscriberDatabase, type SubscriberDatabase } from './store/subscriber-database.server.ts'
import { isTokenShaped } from './store/tokens.server.ts'

export type NewsletterRuntime = ReturnType<typeof createNewsletterRuntime>

/** Any failure of the database or its disk: the caller answers 503 and nothing was saved. */
export class NewsletterUnavailable extends Error {}

const hour = 3_600_000

/**
 * The sign-up's moving parts, created once per server process: the database
 * (on its own thread: subscriber-database.server.ts), the outbox delivery,
 * and the per-client rate limit. Page rendering never touches it: only the
 * sign-up action and the e-mail link pages do.
 */
export function createNewsletterRuntime(
	config: NewsletterConfig,
	log: Logger = console,
	/** The database at config.databasePath, when already open (tests share one per file); close() closes it. */
	database: SubscriberDatabase = openSubscriberDatabase({ path: config.databasePath }),
) {
	let purgeTimer: NodeJS.Timeout | undefined
	const lastFault = new Map<string, number>()

	const delivery = config.smtpUrl
		? smtpDelivery(
				{ smtpUrl: config.smtpUrl, from: config.mailFrom, bounceAddress: config.bounceAddress },
				database,
				log,
			)
		: logDelivery(log)

	const limiter = config.rateLimit.limit > 0 ? new MemoryStore() : null
	limiter?.init({ windowMs: config.rateLimit.windowMs } as Options)

	/** Logs a failure in one line, without any address, at most once every 10 s per kind. */
	function fault(action: string, error: unknown): NewsletterUnavailable {
		const message = `[newsletter] ${action} failed: ${redactAddresses(describe(error))}`
		const now = Date.now()
		if (now - (lastFault.get(message) ?? 0) > 10_000) {
			lastFault.set(message, now)
			log.error(message)
		}
		return new NewsletterUnavailable(action)
	}

	/** A database call; any failure is logged and becomes NewsletterUnavailable (503). */
	async function attempt<T>(action: string, work: () => Promise<T>): Promise<T> {
		try {
			return await work()
		} catch (error) {
			throw fault(action, error)
		}
	}

	/** Counts one attempt under `key`; allowed while within the limit of the window. */
	async function allow(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
		if (!limiter) return { allowed: true, retryAfterSeconds: 0 }
		const { totalHits, resetTime } = await limiter.increment(key)
		const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000))
		return { allowed: totalHits <= config.rateLimit.limit, retryAfterSeconds }
	}

	return {
		config,
		/** The database itself, for the workspace's operations (app/workspace/runtime.server.ts), which share its thread. */
		database,
		/** A database call for others sharing the database (the workspace): failures logged and turned into NewsletterUnavailable. */
		attempt,
		/** How the other forms' e-mails leave, once the transaction that wrote them has committed. */
		delivery,

		/** Opens (creating) the database now, clears what has expired, resumes delivery. Never rejects. */
		async start() {
			purgeTimer = setInterval(() => {
				attempt('Deleting expired sign-ups', () => database.purgeExpired({ now: new Date() })).catch(() => {})
				attempt('Deleting past registrations', () => database.purgeRegistrations({ now: new Date() })).catch(() => {})
			}, hour)
			purgeTimer.unref()
			try {
				await attempt('Opening the subscriber database', () => database.purgeExpired({ now: new Date() }))
				delivery.start()
			} catch {
				log.error(`[newsletter] Sign-ups will answer 503 until ${config.databasePath} can be opened and written.`)
			}
		},

		/** Counts a sign-up attempt against the client's allowance. */
		async allowSignUp(clientIp: string) {
			return allow(ipKeyGenerator(clientIp))
		},

		/**
		 * Counts a post of one of the readers' forms (`form`: contact, application…)
		 * against the client's allowance for that form, kept apart from the sign-up's.
		 */
		async allowFormPost(form: string, clientIp: string) {
			return allow(`${form}:${ipKeyGenerator(clientIp)}`)
		},

		/**
		 * A write of the readers' forms (app/forms/): runs the database operation
		 * with the delivery status new outbox rows get, then hands the mails it
		 * queued to delivery once committed. Failures are logged and become
		 * NewsletterUnavailable (503).
		 */
		async writeWithMail<T extends { outboxId: number; to: string; locale: Locale; email: ComposedEmail }[]>(
			action: string,
			work: (database: SubscriberDatabase, delivery: DeliveryStatus) => Promise<T>,
		): Promise<T> {
			const queued = await attempt(action, () => work(database, delivery.status))
			for (const mail of queued)
				delivery.committed({ id: mail.outboxId, to: mail.to, locale: mail.locale, email: mail.email })
			return queued
		},

		/** A read or write for the workspace (app/workspace/): failures are logged and become NewsletterUnavailable. */
		async useDatabase<T>(action: string, work: (database: SubscriberDatabase) => Promise<T>): Promise<T> {
			return attempt(action, () => work(database))
		},

		/** Records a sign-up and queues its confirmation e-mail; resolves once committed. */
		async signUp(input: { address: string; locale: Locale; sourcePage: string | null }): Promise<void> {
			const queued = await attempt('Recording a sign-up', () =>
				database.signUp({
					...input,
					now: new Date(),
					publicBaseUrl: config.publicBaseUrl,
					unsubscribeMailbox: config.unsubscribeMailbox ?? null,
					delivery: delivery.status,
				}),
			)
			if (queued)
				delivery.committed({ id: queued.outboxId, to: input.address, locale: input.locale, email: queued.email })
		},

		async peekConfirmation(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return attempt('Looking up a confirmation link', () => database.peekConfirmation({ token, now: new Date() }))
		},

		async confirm(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return attempt('Confirming a subscription', () => database.confirm({ token, now: new Date() }))
		},

		async peekUnsubscribe(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return attempt('Looking up an unsubscribe link', () => database.peekUnsubscribe({ token }))
		},

		async unsubscribe(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return attempt('Unsubscribing', () => database.unsubscribe({ token, now: new Date() }))
		},

		/** Bounces, complaints and deliveries a provider reported (server/webhooks/); resolves once committed. */
		async recordMailEvents(events: MailEvent[]): Promise<MailEventOutcome[]> {
			if (events.length === 0) return []
			return attempt('Recording bounces and complaints', () =>
				database.recordMailEvents({ events, now: new Date(), softBounceLimit: config.softBounceLimit }),
			)
		},

		/** What is kept about the subscriber of an e-mail's token (the settings page), or null. */
		async subscriberRecord(token: string) {
			if (!isTokenShaped(token)) return null
			return attempt('Looking up a settings link', () => database.subscriberRecord({ token }))
		},

		async changeLanguage(token: string, locale: Locale) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return attempt('Changing a language', () => database.changeLanguage({ token, locale, now: new Date() }))
		},

		/** Erasure from the settings page: the address and everything kept with it. */
		async erase(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return attempt('Erasing a subscriber', () => database.erase({ token }))
		},

		/** The archive: every newsletter whose sending began, newest first. */
		async sentNewsletters() {
			return attempt('Listing the archive', () => database.sentNewsletters({}))
		},

		async sentNewsletter(slug: string) {
			if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null
			return attempt('Reading the archive', () => database.sentNewsletter({ slug }))
		},

		/**
		 * Stops delivery at once (a send in progress is abandoned; its message stays
		 * queued for the next start), then finishes the writes already begun and
		 * closes the database.
		 */
		async close() {
			clearInterval(purgeTimer)
			limiter?.shutdown()
			await delivery.stop()
			await database.close()
		},
	}
}
