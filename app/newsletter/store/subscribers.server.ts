import type { DatabaseSync } from 'node:sqlite'
import type { Locale } from '#app/i18n/locales.ts'
import type { ComposedEmail } from '#app/newsletter/delivery/confirmation-email.server.ts'
import { prepared as sql } from './database.server.ts'
import { policy } from './policy.ts'
import { clearSuppression, purgeSuppressions, suppress } from './suppressions.server.ts'
import { hashToken, newToken } from './tokens.server.ts'

/**
 * What happens to the subscriber table. Every function here runs inside a
 * transaction opened by the caller (the database worker's WriteBatch, or a
 * command), on the connection it is given.
 */

export type SignUp = { address: string; locale: Locale; sourcePage: string | null; now: Date }
export type ComposeConfirmation = (tokens: { confirmToken: string; unsubscribeToken: string }) => ComposedEmail
export type DeliveryStatus = 'queued' | 'logged'

type SubscriberRow = {
	id: number
	status: 'pending' | 'confirmed'
	confirm_sent_at: string | null
	confirm_sends: number
	confirm_window_start: string | null
	unsubscribe_token: string
}

const minute = 60_000
const day = 24 * 60 * minute
const iso = (date: Date) => date.toISOString()
const later = (date: Date, ms: number) => new Date(date.getTime() + ms)

/**
 * A sign-up. New or still-pending addresses get a fresh confirmation link and
 * e-mail (within the resend limits); confirmed ones are only touched. Every
 * case writes, so every case costs the same and answers the same.
 * Returns the id of the outbox message to deliver, if one was written.
 */
export function recordSignUp(
	db: DatabaseSync,
	{ address, locale, sourcePage, now }: SignUp,
	compose: ComposeConfirmation,
	delivery: DeliveryStatus,
): number | null {
	const row = sql(
		db,
		'SELECT id, status, confirm_sent_at, confirm_sends, confirm_window_start, unsubscribe_token FROM subscribers WHERE email = ?',
	).get(address) as SubscriberRow | undefined

	if (row?.status === 'confirmed') {
		sql(db, 'UPDATE subscribers SET updated_at = ? WHERE id = ?').run(iso(now), row.id)
		return null
	}

	const consent = [locale, sourcePage, iso(now), policy.consentVersion] as const
	if (row && !mayResend(row, now)) {
		sql(
			db,
			'UPDATE subscribers SET locale = ?, source_page = ?, consent_at = ?, consent_version = ?, updated_at = ? WHERE id = ?',
		).run(...consent, iso(now), row.id)
		return null
	}

	const confirmToken = newToken()
	const confirmColumns = [hashToken(confirmToken), iso(later(now, policy.confirmDays * day)), iso(now)] as const
	let id: number
	let unsubscribeToken: string
	if (row) {
		const windowOpen = row.confirm_window_start !== null && now.getTime() - Date.parse(row.confirm_window_start) < day
		sql(
			db,
			`UPDATE subscribers SET locale = ?, source_page = ?, consent_at = ?, consent_version = ?,
				confirm_token_hash = ?, confirm_expires_at = ?, confirm_sent_at = ?,
				confirm_sends = ?, confirm_window_start = ?, updated_at = ? WHERE id = ?`,
		).run(
			...consent,
			...confirmColumns,
			windowOpen ? row.confirm_sends + 1 : 1,
			windowOpen ? row.confirm_window_start : iso(now),
			iso(now),
			row.id,
		)
		id = row.id
		unsubscribeToken = row.unsubscribe_token
	} else {
		unsubscribeToken = newToken()
		const result = sql(
			db,
			`INSERT INTO subscribers (email, status, locale, source_page, consent_at, consent_version,
					confirm_token_hash, confirm_expires_at, confirm_sent_at, confirm_sends, confirm_window_start,
					unsubscribe_token, created_at, updated_at)
				VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
		).run(address, ...consent, ...confirmColumns, iso(now), unsubscribeToken, iso(now), iso(now))
		id = Number(result.lastInsertRowid)
	}

	const email = compose({ confirmToken, unsubscribeToken })
	const outbox = sql(
		db,
		`INSERT INTO outbox (subscriber_id, kind, recipient, locale, subject, text_body, html_body, headers, status, next_attempt_at, created_at)
			VALUES (?, 'confirmation', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	).run(
		id,
		address,
		locale,
		email.subject,
		email.text,
		email.html,
		JSON.stringify(email.headers),
		delivery,
		iso(now),
		iso(now),
	)
	return Number(outbox.lastInsertRowid)
}

/** At most one confirmation e-mail every few minutes, and a few a day, per address. */
function mayResend(row: SubscriberRow, now: Date): boolean {
	if (row.confirm_sent_at && now.getTime() - Date.parse(row.confirm_sent_at) < policy.resendAfterMinutes * minute) {
		return false
	}
	const windowOpen = row.confirm_window_start !== null && now.getTime() - Date.parse(row.confirm_window_start) < day
	return !windowOpen || row.confirm_sends < policy.maxConfirmationsPerDay
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'invalid'
export type ConfirmPeek = 'ready' | 'already-confirmed' | 'invalid'

type TokenRow = { id: number; email: string; status: 'pending' | 'confirmed'; confirm_expires_at: string | null }

function findByConfirmToken(db: DatabaseSync, token: string): TokenRow | undefined {
	return sql(db, 'SELECT id, email, status, confirm_expires_at FROM subscribers WHERE confirm_token_hash = ?').get(
		hashToken(token),
	) as TokenRow | undefined
}

/** What following a confirmation link would do, without doing it. */
export function peekConfirmation(db: DatabaseSync, token: string, now: Date): ConfirmPeek {
	const row = findByConfirmToken(db, token)
	if (!row) return 'invalid'
	if (row.status === 'confirmed') return 'already-confirmed'
	return row.confirm_expires_at && Date.parse(row.confirm_expires_at) > now.getTime() ? 'ready' : 'invalid'
}

/**
 * Confirms the subscription a link belongs to. The token is single-use: once
 * confirmed, following it again only says so. Its outbox copy is deleted.
 * A new double opt-in is the only thing that lifts a suppression
 * (docs/decisions/043); the soft-bounce count starts again.
 */
export function confirmSubscription(db: DatabaseSync, token: string, now: Date): ConfirmOutcome {
	const peek = peekConfirmation(db, token, now)
	if (peek !== 'ready') return peek
	const row = findByConfirmToken(db, token)!
	sql(
		db,
		"UPDATE subscribers SET status = 'confirmed', confirmed_at = ?, soft_bounces = 0, updated_at = ? WHERE id = ?",
	).run(iso(now), iso(now), row.id)
	sql(db, 'DELETE FROM outbox WHERE subscriber_id = ?').run(row.id)
	clearSuppression(db, row.email)
	return 'confirmed'
}

export function peekUnsubscribe(db: DatabaseSync, token: string): 'ready' | 'invalid' {
	return sql(db, 'SELECT 1 FROM subscribers WHERE unsubscribe_token = ?').get(token) ? 'ready' : 'invalid'
}

/**
 * Leaving deletes the subscriber and, by cascade, any message still waiting
 * for them; only the address's keyed hash stays, on the suppression list.
 */
export function unsubscribe(db: DatabaseSync, token: string, now = new Date()): 'unsubscribed' | 'invalid' {
	const row = sql(db, 'DELETE FROM subscribers WHERE unsubscribe_token = ? RETURNING email').get(token) as
		{ email: string } | undefined
	if (!row) return 'invalid'
	suppress(db, row.email, 'unsubscribe', now)
	return 'unsubscribed'
}

/**
 * Right to erasure, by address: the subscriber and everything kept with them
 * are deleted; the address's keyed hash goes on the suppression list (so it
 * is never mailed or imported again), whether or not it was subscribed.
 */
export function removeAddress(db: DatabaseSync, address: string, now = new Date()): boolean {
	const removed = sql(db, 'DELETE FROM subscribers WHERE email = ?').run(address).changes > 0
	suppress(db, address, 'erasure', now)
	return removed
}

/** Deletes what the privacy notice says we no longer keep: expired sign-ups, old outbox copies, suppressions past 3 years. */
export function purgeExpired(db: DatabaseSync, now: Date): { subscribers: number; messages: number } {
	const subscribers = sql(db, "DELETE FROM subscribers WHERE status = 'pending' AND confirm_expires_at < ?").run(
		iso(now),
	).changes
	const messages = sql(db, 'DELETE FROM outbox WHERE created_at < ?').run(
		iso(later(now, -policy.outboxKeepDays * day)),
	).changes
	purgeSuppressions(db, now)
	return { subscribers: Number(subscribers), messages: Number(messages) }
}

export type ConfirmedSubscriber = {
	email: string
	locale: Locale
	source_page: string | null
	consent_at: string
	consent_version: string
	confirmed_at: string
	unsubscribe_token: string
}

export function confirmedSubscribers(db: DatabaseSync): ConfirmedSubscriber[] {
	return sql(
		db,
		`SELECT email, locale, source_page, consent_at, consent_version, confirmed_at, unsubscribe_token
			FROM subscribers WHERE status = 'confirmed' ORDER BY confirmed_at, id`,
	).all() as ConfirmedSubscriber[]
}

/**
 * Everything kept about the subscriber a link's token belongs to, for the
 * settings page and its download (the right of access): the row itself, the
 * messages still waiting for them, and which newsletters were sent to them.
 * Never the tokens: the download is a file the reader may pass around.
 */
export type SubscriberRecord = {
	address: string
	language: Locale
	status: 'pending' | 'confirmed'
	consent: { at: string; wordingVersion: string; sourcePage: string | null }
	dates: { created: string; confirmed: string | null; updated: string }
	messagesWaiting: { kind: string; created: string }[]
	newsletters: { post: string; state: string; sent: string | null }[]
}

type RecordRow = {
	id: number
	email: string
	locale: Locale
	status: 'pending' | 'confirmed'
	source_page: string | null
	consent_at: string
	consent_version: string
	confirmed_at: string | null
	created_at: string
	updated_at: string
}

export function subscriberRecord(db: DatabaseSync, token: string): SubscriberRecord | null {
	const row = sql(
		db,
		`SELECT id, email, locale, status, source_page, consent_at, consent_version, confirmed_at, created_at, updated_at
			FROM subscribers WHERE unsubscribe_token = ?`,
	).get(token) as RecordRow | undefined
	if (!row) return null
	const messages = sql(db, 'SELECT kind, created_at FROM outbox WHERE subscriber_id = ? ORDER BY id').all(row.id) as {
		kind: string
		created_at: string
	}[]
	const newsletters = sql(
		db,
		`SELECT c.post_slug, r.state, r.sent_at FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id
			WHERE r.subscriber_id = ? ORDER BY c.id`,
	).all(row.id) as { post_slug: string; state: string; sent_at: string | null }[]
	return {
		address: row.email,
		language: row.locale,
		status: row.status,
		consent: { at: row.consent_at, wordingVersion: row.consent_version, sourcePage: row.source_page },
		dates: { created: row.created_at, confirmed: row.confirmed_at, updated: row.updated_at },
		messagesWaiting: messages.map((message) => ({ kind: message.kind, created: message.created_at })),
		newsletters: newsletters.map((sent) => ({ post: sent.post_slug, state: sent.state, sent: sent.sent_at })),
	}
}

/** The reader's choice of language (the settings page): their e-mails and links from now on. */
export function changeLanguage(db: DatabaseSync, token: string, locale: Locale, now: Date): 'saved' | 'invalid' {
	const result = sql(db, 'UPDATE subscribers SET locale = ?, updated_at = ? WHERE unsubscribe_token = ?').run(
		locale,
		iso(now),
		token,
	)
	return result.changes > 0 ? 'saved' : 'invalid'
}

/** The address a link's token belongs to, for erasure by address (removeAddress). */
export function addressOfToken(db: DatabaseSync, token: string): string | null {
	const row = sql(db, 'SELECT email FROM subscribers WHERE unsubscribe_token = ?').get(token) as
		{ email: string } | undefined
	return row?.email ?? null
}
