import { readFileSync, statSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { maskAddress, redactAddresses } from '#app/newsletter/delivery/mask.ts'
import { describe, type Logger } from '#app/newsletter/delivery/outbox.server.ts'
import { classifyFailure, retryDelayMs } from '#app/newsletter/delivery/backoff.ts'
import { listUnsubscribeHeaders } from '#app/newsletter/delivery/mail-footer.ts'
import { unsubscribeUrl } from '#app/newsletter/links.ts'
import type { CampaignConfig } from './config.ts'
import { buildMessage, envelopeAddress, type MessageOptions } from './message.ts'
import { parseNewsManifest, type NewsPostForMail } from './news-manifest.ts'
import { personalize, renderPostEmail, type PostEmail } from './post-email.tsx'
import { SmtpLane } from '#app/newsletter/delivery/smtp.ts'
import { planCampaigns, todayIn } from './state-machine.ts'
import * as store from './store.ts'
import { DomainPacer } from '#app/newsletter/delivery/domain-pacing.ts'
import { Throttle } from '#app/newsletter/delivery/throttle.ts'

const minute = 60_000

/**
 * The campaign sender (docs/decisions/027). One loop, in its own worker
 * thread with its own database connection: it watches the build's news
 * manifest, turns switched-on posts into campaigns after their grace period,
 * and sends each campaign to every confirmed subscriber once, throttled,
 * over a few SMTP connections, retrying with backoff and pausing itself after
 * repeated failures. It picks up where it stopped after a restart or crash.
 */
export class CampaignEngine {
	readonly #config: CampaignConfig
	readonly #log: Logger
	readonly #now: () => Date
	readonly #throttle: Throttle
	readonly #pacer: DomainPacer
	#prunedAt = -Infinity
	/** One per SMTP connection; a single null without SMTP (copies go to the outbox). */
	readonly #lanes: (SmtpLane | null)[]
	readonly #from: string
	#db: DatabaseSync | null = null
	#stopped = false
	#running: Promise<void> | null = null
	#wake: (() => void) | null = null
	#manifest: { stamp: string; posts: NewsPostForMail[] | null; evaluatedAt: number } = {
		stamp: '',
		posts: null,
		evaluatedAt: 0,
	}
	readonly #reported = new Set<string>()
	readonly #emails = new Map<number, Promise<Map<Locale, PostEmail>>>()
	#failuresInARow = 0
	#lastError = ''

	constructor(
		config: CampaignConfig,
		{ log = console, now = () => new Date() }: { log?: Logger; now?: () => Date } = {},
	) {
		this.#config = config
		this.#log = log
		this.#now = now
		this.#throttle = new Throttle(config.ratePerMinute)
		this.#pacer = new DomainPacer(config.domainRates)
		this.#lanes = config.smtpUrl
			? Array.from({ length: config.connections }, () => new SmtpLane(config.smtpUrl!))
			: [null]
		this.#from = config.bounceAddress || envelopeAddress(config.mailFrom)
	}

	start(): void {
		this.#running ??= this.#loop()
	}

	/** Finishes the messages on their way, puts back what was claimed, closes connections. */
	async stop(): Promise<void> {
		this.#stopped = true
		this.#wake?.()
		await this.#running
		for (const lane of this.#lanes) lane?.close()
		this.#db?.close()
		this.#db = null
	}

	#database(): DatabaseSync {
		if (!this.#db) {
			const db = openDatabase(this.#config.databasePath, { busyTimeoutMs: 5000 })
			// Commits survive the process being killed (the write-ahead log is in the OS's hands) without an
			// fsync each; only a power cut could lose the last few, which then are sent again (decisions/027).
			db.exec('PRAGMA synchronous = NORMAL')
			const { requeued, unanswered } = store.recoverRecipients(db)
			if (requeued) {
				this.#log.info(
					`[campaigns] Resuming after a stop: ${requeued} claimed message(s) will be sent, ${unanswered} of them written out without the server's answer (they may arrive twice).`,
				)
			}
			this.#db = db
		}
		return this.#db
	}

	async #loop() {
		let failing = false
		while (!this.#stopped) {
			try {
				const db = this.#database()
				this.#checkManifest(db)
				for (const { row, recipients } of store.startDueCampaigns(db, this.#now())) {
					this.#log.info(`[campaigns] "${row.post_slug}": sending to ${recipients} subscriber(s).`)
					if (!this.#config.smtpUrl) {
						this.#log.info(
							`[campaigns] "${row.post_slug}": no SMTP_URL, so every copy is kept in the outbox table instead of being sent.`,
						)
					}
				}
				this.#prune(db)
				const active = store.listCampaigns(db).find((row) => row.state === 'sending')
				const waitMs = active ? await this.#sendSome(db, active) : this.#config.pollMs
				failing = false
				if (waitMs > 0) await this.#sleep(waitMs)
			} catch (error) {
				if (!failing)
					this.#log.error(`[campaigns] The sender hit a problem and will retry: ${redactAddresses(describe(error))}`)
				failing = true
				try {
					this.#db?.close()
				} catch {
					// Already unusable.
				}
				this.#db = null
				await this.#sleep(Math.max(this.#config.pollMs, 5000))
			}
		}
	}

	/** Once an hour: finished campaigns' per-reader rows become counts after CAMPAIGN_KEEP_RECIPIENTS_DAYS. */
	#prune(db: DatabaseSync) {
		const now = this.#now()
		if (now.getTime() - this.#prunedAt < 3_600_000) return
		this.#prunedAt = now.getTime()
		const pruned = store.pruneRecipients(db, new Date(now.getTime() - this.#config.keepRecipientsMs))
		if (pruned) this.#log.info(`[campaigns] Kept only the counts of ${pruned} finished campaign(s).`)
	}

	#sleep(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(done, ms)
			function done() {
				clearTimeout(timer)
				resolve()
			}
			this.#wake = done
		})
	}

	/** Reads the manifest when it has changed (and re-judges it every minute, for dates that arrive). */
	#checkManifest(db: DatabaseSync) {
		const path = this.#config.manifestPath
		let stamp: string
		try {
			const stat = statSync(path)
			stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`
		} catch {
			stamp = 'missing'
		}
		const now = this.#now()
		if (stamp !== this.#manifest.stamp) {
			this.#manifest.stamp = stamp
			if (stamp === 'missing') {
				this.#log.info(`[campaigns] No news manifest at ${path} yet: nothing to send.`)
			} else {
				let parsed: ReturnType<typeof parseNewsManifest>
				try {
					parsed = parseNewsManifest(JSON.parse(readFileSync(path, 'utf8')))
				} catch (error) {
					parsed = { ok: false, problem: describe(error) }
				}
				if (parsed.ok) this.#manifest.posts = parsed.posts
				else {
					this.#log.error(
						`[campaigns] The news manifest ${path} is not usable (${parsed.problem}); nothing changes until it is fixed.`,
					)
					// Try again on the next change, or in a few seconds (a half-written file from a build).
					this.#manifest.stamp = `${stamp}:retry:${Math.floor(now.getTime() / 5000)}`
					return
				}
			}
		} else if (now.getTime() - this.#manifest.evaluatedAt < minute) return
		const posts = this.#manifest.posts
		if (!posts) return
		this.#manifest.evaluatedAt = now.getTime()
		const plan = planCampaigns(
			posts,
			store.listCampaigns(db).map(store.knownCampaign),
			todayIn(this.#config.timeZone, now),
		)
		for (const action of store.applyManifestActions(db, plan, now, this.#config.graceMs)) {
			switch (action.kind) {
				case 'create':
				case 'reschedule': {
					const at = new Date(now.getTime() + this.#config.graceMs).toISOString()
					this.#log.info(
						`[campaigns] "${action.post.slug}": switched on; sending starts at ${at} unless the post is switched off before.`,
					)
					this.#reported.delete(action.post.slug)
					break
				}
				case 'refresh':
					this.#log.info(
						`[campaigns] "${action.post.slug}": the post changed during its grace period; the e-mail follows.`,
					)
					break
				case 'cancel':
					this.#log.info(`[campaigns] "${action.slug}": cancelled before sending (${action.reason}); nothing was sent.`)
					break
				case 'ignore-switch-off':
					if (!this.#reported.has(action.slug)) {
						this.#reported.add(action.slug)
						this.#log.warn(
							`[campaigns] "${action.slug}": switched off after sending had started; it goes on. To stop it: npm run campaigns -- cancel ${action.slug}`,
						)
					}
					break
			}
		}
	}

	/** The campaign's e-mail in each language, rendered once. */
	#emailsFor(row: store.CampaignRow): Promise<Map<Locale, PostEmail>> {
		let emails = this.#emails.get(row.id)
		if (!emails) {
			const post = store.postOf(row)
			emails = Promise.all(
				(Object.keys(localeConfig) as Locale[]).map((locale) =>
					renderPostEmail(post, locale, this.#config.publicBaseUrl),
				),
			).then((list) => new Map(list.map((email) => [email.locale, email])))
			emails.catch(() => this.#emails.delete(row.id))
			this.#emails.set(row.id, emails)
		}
		return emails
	}

	/**
	 * Claims a batch of due recipients and sends them over the connections,
	 * each message in its throttled slot. Returns how long to wait before the
	 * next round (0: go on at once).
	 */
	async #sendSome(db: DatabaseSync, row: store.CampaignRow): Promise<number> {
		const now = this.#now()
		const claimed = store.claimRecipients(db, row.id, now, this.#lanes.length * 8)
		if (claimed.length === 0) {
			if (store.finishIfDone(db, row.id, now)) {
				const counts = store.recipientCounts(db, row.id)
				this.#log.info(`[campaigns] "${row.post_slug}": finished; ${counts.sent} sent, ${counts.failed} failed.`)
				this.#emails.delete(row.id)
				return 0
			}
			const next = store.nextDueAt(db, row.id)
			return next ? Math.min(this.#config.pollMs, Math.max(10, Date.parse(next) - now.getTime())) : this.#config.pollMs
		}
		const emails = await this.#emailsFor(row)
		const queue = [...claimed]
		const options: MessageOptions = {
			from: this.#config.mailFrom,
			publicBaseUrl: this.#config.publicBaseUrl,
			dkim: this.#config.dkim,
			campaignId: row.id,
			unsubscribeMailbox: this.#config.unsubscribeMailbox,
		}
		const work = async (lane: SmtpLane | null) => {
			for (let recipient = queue.shift(); recipient; recipient = queue.shift()) {
				if (this.#stopped || store.campaignStateOf(db, row.id) !== 'sending') {
					queue.unshift(recipient)
					return
				}
				// A domain with a pace of its own and no free slot: this reader waits, the others go on.
				const wait = this.#pacer.wait(recipient.email)
				if (wait > 0) {
					store.deferRecipient(db, row.id, recipient.subscriberId, new Date(this.#now().getTime() + wait))
					continue
				}
				this.#pacer.take(recipient.email)
				await this.#throttle.take()
				const email = emails.get(recipient.locale)!
				if (!lane) {
					const { html, text } = personalize(email, recipient.unsubscribeToken)
					store.keepInOutbox(
						db,
						row.id,
						recipient,
						{ subject: email.subject, html, text, headers: this.#headers(recipient) },
						this.#now(),
					)
					continue
				}
				// Recorded at once, not with the batch: a stop or crash resends only what has no recorded 250
				// (decisions/027), so the fewer accepted messages wait unrecorded, the fewer can come twice.
				if (await this.#deliver(db, lane, row, recipient, email, options))
					store.markSent(db, row.id, [recipient.subscriberId], this.#now())
			}
		}
		try {
			await Promise.all(this.#lanes.map((lane) => work(lane)))
		} finally {
			store.releaseClaims(
				db,
				row.id,
				queue.map((recipient) => recipient.subscriberId),
			)
		}
		return 0
	}

	#headers(recipient: store.ClaimedRecipient): Record<string, string> {
		return {
			...listUnsubscribeHeaders(
				unsubscribeUrl(this.#config.publicBaseUrl, recipient.locale, recipient.unsubscribeToken),
				recipient.unsubscribeToken,
				this.#config.unsubscribeMailbox,
			),
			'Content-Language': localeConfig[recipient.locale].hrefLang,
		}
	}

	/** One message over SMTP; true once the server has accepted it. Failures are recorded and may pause the campaign. */
	async #deliver(
		db: DatabaseSync,
		lane: SmtpLane,
		row: store.CampaignRow,
		recipient: store.ClaimedRecipient,
		email: PostEmail,
		options: MessageOptions,
	): Promise<boolean> {
		try {
			const raw = await buildMessage(email, recipient, options)
			await lane.send({ from: this.#from, to: recipient.email }, raw, () => {
				// Recorded just before the end of the message is written, with the rest of it already out (docs/decisions/027).
				try {
					store.markSubmitted(db, row.id, recipient.subscriberId)
				} catch (error) {
					// Unsubscribed while on its way: it goes out, but there is no one left to record.
					if (!/no longer on the list/.test(describe(error))) throw error
				}
			})
			this.#failuresInARow = 0
			return true
		} catch (error) {
			const kind = classifyFailure(error)
			const attempts = recipient.attempts + 1
			const retry = kind === 'transient' && attempts < this.#config.maxAttempts
			const reason = redactAddresses(describe(error))
			store.markFailure(db, row.id, recipient.subscriberId, {
				attempts,
				retryAt: retry ? new Date(this.#now().getTime() + retryDelayMs(attempts, this.#config.retryBaseMs)) : null,
				error: reason,
			})
			if (reason !== this.#lastError || !retry) {
				this.#log.warn(
					`[campaigns] "${row.post_slug}": could not send to ${maskAddress(recipient.email)} (attempt ${attempts}, ${kind}): ${reason}${retry ? '; will retry' : '; giving up on this address'}.`,
				)
			}
			this.#lastError = reason
			if (kind === 'transient' && ++this.#failuresInARow >= this.#config.pauseAfterFailures) {
				const why = `paused after ${this.#failuresInARow} failures in a row; last: ${reason}`
				if (store.changeCampaign(db, row.post_slug, 'pause', { reason: why }).ok) {
					this.#log.error(
						`[campaigns] "${row.post_slug}": ${why}. Fix the mail server, then: npm run campaigns -- resume ${row.post_slug}`,
					)
				}
				this.#failuresInARow = 0
			}
			return false
		}
	}
}
