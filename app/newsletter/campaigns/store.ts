import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Locale } from '#app/i18n/locales.ts'
import { isSuppressed } from '#app/newsletter/store/suppressions.server.ts'
import type { NewsPostForMail } from './news-manifest.ts'
import {
	nextState,
	type CampaignEvent,
	type CampaignState,
	type CancelledBy,
	type KnownCampaign,
	type ManifestAction,
	type RecipientState,
} from './state-machine.ts'

/**
 * The campaign tables (schema.ts), for the sender and the operator's command.
 * Functions that change several rows open their own transaction; the rest
 * are single statements (each its own transaction in SQLite).
 */

export type CampaignRow = {
	id: number
	post_slug: string
	state: CampaignState
	send_after: string
	post: string
	reason: string | null
	cancelled_by: CancelledBy | null
	created_at: string
	started_at: string | null
	finished_at: string | null
}

export type ClaimedRecipient = {
	subscriberId: number
	email: string
	locale: Locale
	unsubscribeToken: string
	attempts: number
}

const iso = (date: Date) => date.toISOString()

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>()
function sql(db: DatabaseSync, text: string): StatementSync {
	let cache = statements.get(db)
	if (!cache) statements.set(db, (cache = new Map()))
	let statement = cache.get(text)
	if (!statement) cache.set(text, (statement = db.prepare(text)))
	return statement
}

function transaction<T>(db: DatabaseSync, work: () => T): T {
	// Inside the database worker's group commit (the workspace's newsletter desk): a savepoint of its own.
	if (db.isTransaction) {
		db.exec('SAVEPOINT campaign_change')
		try {
			const result = work()
			db.exec('RELEASE campaign_change')
			return result
		} catch (error) {
			db.exec('ROLLBACK TO campaign_change')
			db.exec('RELEASE campaign_change')
			throw error
		}
	}
	db.exec('BEGIN IMMEDIATE')
	try {
		const result = work()
		db.exec('COMMIT')
		return result
	} catch (error) {
		if (db.isTransaction) db.exec('ROLLBACK')
		throw error
	}
}

export function listCampaigns(db: DatabaseSync): CampaignRow[] {
	return sql(db, 'SELECT * FROM campaigns ORDER BY id').all() as CampaignRow[]
}

export function campaignBySlug(db: DatabaseSync, slug: string): CampaignRow | undefined {
	return sql(db, 'SELECT * FROM campaigns WHERE post_slug = ?').get(slug) as CampaignRow | undefined
}

export function campaignById(db: DatabaseSync, id: number): CampaignRow | undefined {
	return sql(db, 'SELECT * FROM campaigns WHERE id = ?').get(id) as CampaignRow | undefined
}

export const knownCampaign = (row: CampaignRow): KnownCampaign => ({
	id: row.id,
	slug: row.post_slug,
	state: row.state,
	started: row.started_at !== null,
	cancelledBy: row.cancelled_by,
})

export const postOf = (row: CampaignRow) => JSON.parse(row.post) as NewsPostForMail

/** Applies what `planCampaigns` decided, in one transaction. Returns the actions that changed something. */
export function applyManifestActions(
	db: DatabaseSync,
	actions: ManifestAction[],
	now: Date,
	graceMs: number,
): ManifestAction[] {
	const sendAfter = iso(new Date(now.getTime() + graceMs))
	return transaction(db, () =>
		actions.filter((action) => {
			switch (action.kind) {
				case 'create':
					sql(
						db,
						`INSERT INTO campaigns (post_slug, state, send_after, post, created_at, updated_at)
							VALUES (?, 'scheduled', ?, ?, ?, ?)`,
					).run(action.post.slug, sendAfter, JSON.stringify(action.post), iso(now), iso(now))
					return true
				case 'reschedule':
					sql(
						db,
						`UPDATE campaigns SET state = 'scheduled', send_after = ?, post = ?, reason = NULL, cancelled_by = NULL, updated_at = ?
							WHERE id = ? AND state = 'cancelled' AND cancelled_by = 'post' AND started_at IS NULL`,
					).run(sendAfter, JSON.stringify(action.post), iso(now), action.id)
					return true
				case 'refresh': {
					const post = JSON.stringify(action.post)
					const result = sql(
						db,
						'UPDATE campaigns SET post = ?, updated_at = ? WHERE id = ? AND started_at IS NULL AND post <> ?',
					).run(post, iso(now), action.id, post)
					return result.changes > 0
				}
				case 'cancel':
					sql(
						db,
						`UPDATE campaigns SET state = 'cancelled', cancelled_by = 'post', reason = ?, updated_at = ?
							WHERE id = ? AND started_at IS NULL AND state IN ('scheduled', 'paused')`,
					).run(action.reason, iso(now), action.id)
					return true
				case 'ignore-switch-off':
					return true
			}
		}),
	)
}

/**
 * Starts every scheduled campaign whose grace period is over: its recipients
 * are every subscriber confirmed at this moment, one row each (the primary
 * key makes a second row for the same subscriber impossible). Later sign-ups
 * do not receive it. Returns the started campaigns with their recipient count.
 */
export function startDueCampaigns(db: DatabaseSync, now: Date): { row: CampaignRow; recipients: number }[] {
	const due = sql(db, "SELECT * FROM campaigns WHERE state = 'scheduled' AND send_after <= ? ORDER BY id").all(
		iso(now),
	) as CampaignRow[]
	return due.map((row) =>
		transaction(db, () => {
			const inserted = sql(
				db,
				`INSERT OR IGNORE INTO campaign_recipients (campaign_id, subscriber_id, state, next_attempt_at)
					SELECT ?, id, 'pending', ? FROM subscribers WHERE status = 'confirmed' ORDER BY id`,
			).run(row.id, iso(now))
			sql(
				db,
				"UPDATE campaigns SET state = 'sending', started_at = ?, updated_at = ? WHERE id = ? AND state = 'scheduled'",
			).run(iso(now), iso(now), row.id)
			return { row: { ...row, state: 'sending' as const, started_at: iso(now) }, recipients: Number(inserted.changes) }
		}),
	)
}

/**
 * After a stop or a crash (decisions/027): every claimed row without the
 * server's recorded "250" goes back to pending, those whose end of message
 * had been written (`unanswered`: the server may have taken them) included.
 * Runs before the sender sends anything.
 */
export function recoverRecipients(db: DatabaseSync): { requeued: number; unanswered: number } {
	return transaction(db, () => {
		const unanswered = sql(db, "SELECT count(*) AS n FROM campaign_recipients WHERE state = 'submitted'").get() as {
			n: number
		}
		const requeued = sql(
			db,
			"UPDATE campaign_recipients SET state = 'pending' WHERE state IN ('sending', 'submitted')",
		).run().changes
		return { requeued: Number(requeued), unanswered: Number(unanswered.n) }
	})
}

/**
 * Claims up to `limit` due recipients of a sending campaign, lowest subscriber
 * id first. An address on the suppression list (docs/decisions/043) is never
 * sent to: its row is marked failed ("suppressed") instead of claimed.
 */
export function claimRecipients(db: DatabaseSync, campaignId: number, now: Date, limit: number): ClaimedRecipient[] {
	return transaction(db, () => {
		const due = sql(
			db,
			`SELECT r.subscriber_id AS subscriberId, s.email, s.locale, s.unsubscribe_token AS unsubscribeToken, r.attempts
				FROM campaign_recipients r JOIN subscribers s ON s.id = r.subscriber_id
				WHERE r.campaign_id = ? AND r.state = 'pending' AND r.next_attempt_at <= ?
				ORDER BY r.next_attempt_at, r.subscriber_id LIMIT ?`,
		).all(campaignId, iso(now), limit) as ClaimedRecipient[]
		const claim = sql(
			db,
			"UPDATE campaign_recipients SET state = 'sending' WHERE campaign_id = ? AND subscriber_id = ? AND state = 'pending'",
		)
		const skip = sql(
			db,
			"UPDATE campaign_recipients SET state = 'failed', last_error = 'suppressed' WHERE campaign_id = ? AND subscriber_id = ? AND state = 'pending'",
		)
		const rows = due.filter((row) => !isSuppressed(db, row.email))
		for (const row of due) (rows.includes(row) ? claim : skip).run(campaignId, row.subscriberId)
		return rows
	})
}

/** The last step before the end of a message is written: from here on a crash counts it as sent. */
export function markSubmitted(db: DatabaseSync, campaignId: number, subscriberId: number): void {
	const result = sql(
		db,
		"UPDATE campaign_recipients SET state = 'submitted' WHERE campaign_id = ? AND subscriber_id = ? AND state = 'sending'",
	).run(campaignId, subscriberId)
	// Unsubscribed while the message was on its way: do not finish sending it.
	if (result.changes === 0) throw new Error('The recipient is no longer on the list')
}

export function markSent(db: DatabaseSync, campaignId: number, subscriberIds: number[], now: Date): void {
	if (subscriberIds.length === 0) return
	transaction(db, () => {
		const update = sql(
			db,
			"UPDATE campaign_recipients SET state = 'sent', sent_at = ?, last_error = NULL WHERE campaign_id = ? AND subscriber_id = ? AND state = 'submitted'",
		)
		for (const id of subscriberIds) update.run(iso(now), campaignId, id)
	})
}

/** A failed try: back to pending for a retry at `retryAt`, or failed for good when `retryAt` is null. */
export function markFailure(
	db: DatabaseSync,
	campaignId: number,
	subscriberId: number,
	{ attempts, retryAt, error }: { attempts: number; retryAt: Date | null; error: string },
): void {
	sql(
		db,
		`UPDATE campaign_recipients SET state = ?, attempts = ?, next_attempt_at = ?, last_error = ?
			WHERE campaign_id = ? AND subscriber_id = ? AND state IN ('sending', 'submitted')`,
	).run(
		retryAt ? 'pending' : 'failed',
		attempts,
		iso(retryAt ?? new Date()),
		error.slice(0, 500),
		campaignId,
		subscriberId,
	)
}

/** Claimed rows not sent after all (the sender stopped or the campaign was paused): back to pending. */
/** A claimed recipient whose domain has no free slot yet (delivery/domain-pacing.ts): back to pending, due then. */
export function deferRecipient(db: DatabaseSync, campaignId: number, subscriberId: number, dueAt: Date): void {
	sql(
		db,
		"UPDATE campaign_recipients SET state = 'pending', next_attempt_at = ? WHERE campaign_id = ? AND subscriber_id = ? AND state = 'sending'",
	).run(iso(dueAt), campaignId, subscriberId)
}

export function releaseClaims(db: DatabaseSync, campaignId: number, subscriberIds: number[]): void {
	if (subscriberIds.length === 0) return
	transaction(db, () => {
		const release = sql(
			db,
			"UPDATE campaign_recipients SET state = 'pending' WHERE campaign_id = ? AND subscriber_id = ? AND state = 'sending'",
		)
		for (const id of subscriberIds) release.run(campaignId, id)
	})
}

export type RecipientCounts = Record<RecipientState, number>

export function recipientCounts(db: DatabaseSync, campaignId: number): RecipientCounts {
	const counts: RecipientCounts = { pending: 0, sending: 0, submitted: 0, sent: 0, failed: 0 }
	const pruned = sql(db, 'SELECT recipient_counts AS counts FROM campaigns WHERE id = ?').get(campaignId) as
		{ counts: string | null } | undefined
	if (pruned?.counts) return { ...counts, ...(JSON.parse(pruned.counts) as Partial<RecipientCounts>) }
	const rows = sql(db, 'SELECT state, count(*) AS n FROM campaign_recipients WHERE campaign_id = ? GROUP BY state').all(
		campaignId,
	) as { state: RecipientState; n: number }[]
	for (const { state, n } of rows) counts[state] = n
	return counts
}

/**
 * The per-reader rows of campaigns finished or cancelled before `before`,
 * replaced by their counts (which `recipientCounts` then reports): who got a
 * news e-mail is not kept for longer than it is useful. Returns how many
 * campaigns were pruned.
 */
export function pruneRecipients(db: DatabaseSync, before: Date): number {
	return transaction(db, () => {
		const done = sql(
			db,
			`SELECT id FROM campaigns WHERE state IN ('finished', 'cancelled') AND recipient_counts IS NULL
				AND coalesce(finished_at, updated_at) < ?`,
		).all(iso(before)) as { id: number }[]
		for (const { id } of done) {
			const counts = recipientCounts(db, id)
			sql(db, 'UPDATE campaigns SET recipient_counts = ? WHERE id = ?').run(JSON.stringify(counts), id)
			sql(db, 'DELETE FROM campaign_recipients WHERE campaign_id = ?').run(id)
		}
		return done.length
	})
}

/** When the next pending recipient is due (a retry), or null when none is pending. */
export function nextDueAt(db: DatabaseSync, campaignId: number): string | null {
	return (
		sql(
			db,
			"SELECT min(next_attempt_at) AS at FROM campaign_recipients WHERE campaign_id = ? AND state = 'pending'",
		).get(campaignId) as { at: string | null }
	).at
}

/** Finishes a sending campaign once nobody is pending or in flight. */
export function finishIfDone(db: DatabaseSync, campaignId: number, now: Date): boolean {
	const result = sql(
		db,
		`UPDATE campaigns SET state = 'finished', finished_at = ?, updated_at = ?
			WHERE id = ? AND state = 'sending' AND NOT EXISTS (
				SELECT 1 FROM campaign_recipients WHERE campaign_id = ? AND state IN ('pending', 'sending', 'submitted'))`,
	).run(iso(now), iso(now), campaignId, campaignId)
	return result.changes > 0
}

export type ChangeResult = { ok: true; row: CampaignRow } | { ok: false; problem: string }

/**
 * An operator's or the sender's change of state (pause, resume, cancel),
 * allowed only where the state machine allows it.
 */
export function changeCampaign(
	db: DatabaseSync,
	slug: string,
	event: Extract<CampaignEvent, 'pause' | 'resume' | 'cancel'>,
	{ reason, by = 'operator', now = new Date() }: { reason?: string; by?: CancelledBy; now?: Date } = {},
): ChangeResult {
	return transaction(db, () => {
		const row = campaignBySlug(db, slug)
		if (!row) return { ok: false, problem: `No campaign for the post "${slug}".` }
		const next = nextState(knownCampaign(row), event)
		if (!next) return { ok: false, problem: `The campaign for "${slug}" is ${row.state}: it cannot ${event}.` }
		sql(db, 'UPDATE campaigns SET state = ?, reason = ?, cancelled_by = ?, updated_at = ? WHERE id = ?').run(
			next,
			next === 'paused' || next === 'cancelled' ? (reason ?? `${event} by the operator`) : null,
			next === 'cancelled' ? by : null,
			iso(now),
			row.id,
		)
		return { ok: true, row: campaignById(db, row.id)! }
	})
}

export function campaignStateOf(db: DatabaseSync, campaignId: number): CampaignState | undefined {
	return (sql(db, 'SELECT state FROM campaigns WHERE id = ?').get(campaignId) as { state: CampaignState } | undefined)
		?.state
}

/** Without SMTP: the copy goes to the outbox (as confirmation e-mails do) and the recipient counts as sent, in one transaction. */
export function keepInOutbox(
	db: DatabaseSync,
	campaignId: number,
	recipient: ClaimedRecipient,
	message: { subject: string; text: string; html: string; headers: Record<string, string> },
	now: Date,
): void {
	transaction(db, () => {
		sql(
			db,
			`INSERT INTO outbox (subscriber_id, kind, recipient, locale, subject, text_body, html_body, headers, status, next_attempt_at, created_at)
				VALUES (?, 'campaign', ?, ?, ?, ?, ?, ?, 'logged', ?, ?)`,
		).run(
			recipient.subscriberId,
			recipient.email,
			recipient.locale,
			message.subject,
			message.text,
			message.html,
			JSON.stringify(message.headers),
			iso(now),
			iso(now),
		)
		sql(
			db,
			"UPDATE campaign_recipients SET state = 'sent', sent_at = ? WHERE campaign_id = ? AND subscriber_id = ? AND state = 'sending'",
		).run(iso(now), campaignId, recipient.subscriberId)
	})
}

/**
 * A newsletter as the archive shows it: the post exactly as it was sent (the
 * campaign's stored copy, not today's version of the post), and when sending
 * began. docs/decisions/044.
 */
export type SentNewsletter = { slug: string; sentAt: string; post: NewsPostForMail }
export type SentNewsletterSummary = {
	slug: string
	sentAt: string
	titles: Record<Locale, { title: string; summary: string }>
}

/** A campaign counts as sent once sending began: some readers may have it, whatever happened after. */
const sentCondition = 'started_at IS NOT NULL'

export function sentNewsletters(db: DatabaseSync): SentNewsletterSummary[] {
	const rows = sql(
		db,
		`SELECT post_slug, started_at, post FROM campaigns WHERE ${sentCondition} ORDER BY started_at DESC, id DESC`,
	).all() as { post_slug: string; started_at: string; post: string }[]
	return rows.map((row) => {
		const post = JSON.parse(row.post) as NewsPostForMail
		const titles = Object.fromEntries(
			Object.entries(post.locales).map(([locale, words]) => [locale, { title: words.title, summary: words.summary }]),
		) as SentNewsletterSummary['titles']
		return { slug: row.post_slug, sentAt: row.started_at, titles }
	})
}

export function sentNewsletter(db: DatabaseSync, slug: string): SentNewsletter | null {
	const row = sql(db, `SELECT post_slug, started_at, post FROM campaigns WHERE post_slug = ? AND ${sentCondition}`).get(
		slug,
	) as { post_slug: string; started_at: string; post: string } | undefined
	return row ? { slug: row.post_slug, sentAt: row.started_at, post: JSON.parse(row.post) as NewsPostForMail } : null
}
