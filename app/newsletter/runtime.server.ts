import type { DatabaseSync } from 'node:sqlite'
import { MemoryStore, ipKeyGenerator, type Options } from 'express-rate-limit'
import { localizePath, type Locale } from '../i18n/locales.ts'
import type { NewsletterConfig } from './config.server.ts'
import { confirmationEmail, type ComposedEmail } from './confirmation-email.server.ts'
import { openDatabase } from './database.server.ts'
import { redactAddresses } from './mask.ts'
import { describe, logDelivery, smtpDelivery, type Logger } from './outbox.server.ts'
import * as subscribers from './subscribers.server.ts'
import { isTokenShaped } from './tokens.server.ts'
import { WriteBatch } from './write-batch.server.ts'

export type NewsletterRuntime = ReturnType<typeof createNewsletterRuntime>

/** Any failure of the database or its disk: the caller answers 503 and nothing was saved. */
export class NewsletterUnavailable extends Error {}

const hour = 3_600_000

/**
 * The sign-up's moving parts, created once per server process: the database
 * (opened on start, and again lazily after a failure), group commit, the
 * outbox delivery, and the per-client rate limit. Page rendering never
 * touches it: only the sign-up action and the e-mail link pages do.
 */
export function createNewsletterRuntime(config: NewsletterConfig, log: Logger = console) {
	let connection: DatabaseSync | null = null
	let purgeTimer: NodeJS.Timeout | undefined
	const lastFault = new Map<string, number>()

	const database = () => (connection ??= openDatabase(config.databasePath))
	const batch = new WriteBatch(database)
	const delivery = config.smtpUrl
		? smtpDelivery({ smtpUrl: config.smtpUrl, from: config.mailFrom }, database, batch, log)
		: logDelivery(log)

	const limiter = config.rateLimit.limit > 0 ? new MemoryStore() : null
	limiter?.init({ windowMs: config.rateLimit.windowMs } as Options)

	/** Logs a failure without any address, at most once every 10 s per kind; drops the connection so the next request reopens it. */
	function fault(action: string, error: unknown): NewsletterUnavailable {
		const message = `[newsletter] ${action} failed: ${redactAddresses(describe(error))}`
		const now = Date.now()
		if (now - (lastFault.get(message) ?? 0) > 10_000) {
			lastFault.set(message, now)
			log.error(message)
		}
		try {
			connection?.close()
		} catch {
			// Already unusable.
		}
		connection = null
		return new NewsletterUnavailable(action)
	}

	async function write<T>(action: string, work: (db: DatabaseSync) => T): Promise<T> {
		try {
			return await batch.run(work)
		} catch (error) {
			throw fault(action, error)
		}
	}

	function read<T>(action: string, work: (db: DatabaseSync) => T): T {
		try {
			return work(database())
		} catch (error) {
			throw fault(action, error)
		}
	}

	const link = (path: string, locale: Locale) => config.publicBaseUrl + localizePath(path, locale)

	return {
		config,

		/** Opens (creating) the database now, clears what has expired, resumes delivery. Never throws. */
		start() {
			try {
				subscribers.purgeExpired(database(), new Date())
				delivery.start()
			} catch (error) {
				fault('Opening the subscriber database', error)
				log.error(`[newsletter] Sign-ups will answer 503 until ${config.databasePath} can be opened and written.`)
			}
			purgeTimer = setInterval(() => {
				write('Deleting expired sign-ups', (db) => subscribers.purgeExpired(db, new Date())).catch(() => {})
			}, hour)
			purgeTimer.unref()
		},

		/** Counts a sign-up attempt against the client's allowance. */
		async allowSignUp(clientIp: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
			if (!limiter) return { allowed: true, retryAfterSeconds: 0 }
			const { totalHits, resetTime } = await limiter.increment(ipKeyGenerator(clientIp))
			const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000))
			return { allowed: totalHits <= config.rateLimit.limit, retryAfterSeconds }
		},

		/** Records a sign-up and queues its confirmation e-mail; resolves once committed. */
		async signUp(input: { address: string; locale: Locale; sourcePage: string | null }): Promise<void> {
			const composed: { email?: ComposedEmail } = {}
			const outboxId = await write('Recording a sign-up', (db) =>
				subscribers.recordSignUp(
					db,
					{ ...input, now: new Date() },
					({ confirmToken, unsubscribeToken }) =>
						(composed.email = confirmationEmail(input.locale, {
							confirmUrl: link(`/newsletter/confirm/${confirmToken}`, input.locale),
							unsubscribeUrl: link(`/newsletter/unsubscribe/${unsubscribeToken}`, input.locale),
							siteUrl: link('/', input.locale),
						})),
					delivery.status,
				),
			)
			if (outboxId !== null && composed.email) {
				delivery.committed({ id: outboxId, to: input.address, locale: input.locale, email: composed.email })
			}
		},

		peekConfirmation(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return read('Looking up a confirmation link', (db) => subscribers.peekConfirmation(db, token, new Date()))
		},

		async confirm(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return write('Confirming a subscription', (db) => subscribers.confirmSubscription(db, token, new Date()))
		},

		peekUnsubscribe(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return read('Looking up an unsubscribe link', (db) => subscribers.peekUnsubscribe(db, token))
		},

		async unsubscribe(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			return write('Unsubscribing', (db) => subscribers.unsubscribe(db, token))
		},

		async close() {
			clearInterval(purgeTimer)
			limiter?.shutdown()
			await delivery.stop()
			connection?.close()
			connection = null
		},
	}
}
