import type { DatabaseSync } from 'node:sqlite'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import type { ComposedEmail } from '#app/forms/composed-email.ts'
import { prepared as sql } from '#app/newsletter/store/database.server.ts'
import { queueMessage } from '#app/newsletter/store/outbox-table.server.ts'
import { hashToken, newToken } from '#app/newsletter/store/tokens.server.ts'
import {
	registrationEmail,
	type EventMailInfo,
	type RegistrationMailKind,
} from '#app/events/registration/registration-emails.server.ts'
import { registrationPolicy as policy } from '#app/events/registration/registration-policy.ts'

/**
 * The registrations table's rules (docs/decisions/058). Each function runs on
 * the connection it is given, inside the caller's transaction, and writes the
 * e-mails it causes to the outbox in that same transaction.
 */

/** What every write that may e-mail needs: where links point, how mail leaves, the event in each language. */
export type MailSetting = {
	publicBaseUrl: string
	delivery: 'queued' | 'logged'
	info: Record<Locale, EventMailInfo>
	now: Date
}

/** An e-mail written to the outbox, to hand to the delivery once committed. */
export type QueuedMessage = { outboxId: number; to: string; locale: Locale; email: ComposedEmail }

type RegistrationStatus = 'pending' | 'confirmed' | 'waiting'

type Row = {
	id: number
	event: string
	email: string
	name: string
	locale: Locale
	status: RegistrationStatus
	cancel_token: string
	confirm_sent_at: string | null
}

const minute = 60_000
const iso = (date: Date) => date.toISOString()

const link = (setting: MailSetting, locale: Locale, path: string) => setting.publicBaseUrl + localizePath(path, locale)

function mail(
	db: DatabaseSync,
	setting: MailSetting,
	row: Pick<Row, 'id' | 'email' | 'name' | 'locale' | 'cancel_token'>,
	kind: RegistrationMailKind | 'staff',
	extra: { confirmUrl?: string; staffMessage?: { subject: string; text: string } } = {},
): QueuedMessage {
	const email = registrationEmail(kind, row.locale, {
		info: setting.info[row.locale],
		name: row.name,
		cancelUrl: link(setting, row.locale, `/events/registration/cancel/${row.cancel_token}`),
		...extra,
	})
	const outboxId = queueMessage(db, {
		kind: kind === 'staff' ? 'registration-message' : `registration-${kind}`,
		recipient: row.email,
		locale: row.locale,
		email,
		status: setting.delivery,
		now: setting.now,
		about: `registration:${row.id}`,
	})
	return { outboxId, to: row.email, locale: row.locale, email }
}

export type RegisterInput = {
	event: string
	address: string
	name: string
	locale: Locale
	answers: Record<string, string>
	/** When the event ends (the row is deleted some days later) and starts (no confirmation after it). */
	eventStart: Date
	eventEnd: Date
}

/**
 * A registration: new or still-unconfirmed ones get a confirmation link by
 * e-mail (at most every few minutes); one already confirmed or waiting is
 * left as it is. The answer is the same in every case, so the form does not
 * tell who has registered.
 */
export function register(db: DatabaseSync, input: RegisterInput, setting: MailSetting): QueuedMessage | null {
	const { now } = setting
	const existing = sql(
		db,
		'SELECT id, event, email, name, locale, status, cancel_token, confirm_sent_at FROM registrations WHERE event = ? AND email = ?',
	).get(input.event, input.address) as Row | undefined
	if (existing && existing.status !== 'pending') return null
	if (
		existing?.confirm_sent_at &&
		now.getTime() - Date.parse(existing.confirm_sent_at) < policy.resendAfterMinutes * minute
	)
		return null
	const token = newToken()
	const expires = new Date(Math.min(now.getTime() + policy.confirmDays * 24 * 60 * minute, input.eventStart.getTime()))
	let row: Pick<Row, 'id' | 'email' | 'name' | 'locale' | 'cancel_token'>
	if (existing) {
		sql(
			db,
			`UPDATE registrations SET name = ?, locale = ?, answers = ?, confirm_token_hash = ?, confirm_expires_at = ?, confirm_sent_at = ? WHERE id = ?`,
		).run(
			input.name,
			input.locale,
			JSON.stringify(input.answers),
			hashToken(token),
			iso(expires),
			iso(now),
			existing.id,
		)
		row = { ...existing, name: input.name, locale: input.locale }
	} else {
		const cancelToken = newToken()
		const result = sql(
			db,
			`INSERT INTO registrations (event, email, name, locale, answers, status, confirm_token_hash, confirm_expires_at,
				confirm_sent_at, cancel_token, event_end, created_at)
				VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
		).run(
			input.event,
			input.address,
			input.name,
			input.locale,
			JSON.stringify(input.answers),
			hashToken(token),
			iso(expires),
			iso(now),
			cancelToken,
			iso(input.eventEnd),
			iso(now),
		)
		row = {
			id: Number(result.lastInsertRowid),
			email: input.address,
			name: input.name,
			locale: input.locale,
			cancel_token: cancelToken,
		}
	}
	return mail(db, setting, row, 'confirm', {
		confirmUrl: link(setting, input.locale, `/events/registration/confirm/${token}`),
	})
}

/** Places taken and people waiting, for one event. */
export function placeCounts(db: DatabaseSync, event: string): { confirmed: number; waiting: number } {
	const rows = sql(
		db,
		"SELECT status, count(*) AS n FROM registrations WHERE event = ? AND status != 'pending' GROUP BY status",
	).all(event) as { status: RegistrationStatus; n: number }[]
	return {
		confirmed: rows.find((row) => row.status === 'confirmed')?.n ?? 0,
		waiting: rows.find((row) => row.status === 'waiting')?.n ?? 0,
	}
}

/** Which event a link's token belongs to (confirm: the hashed token; cancel: as is), or null. */
export function eventOfToken(db: DatabaseSync, kind: 'confirm' | 'cancel', token: string, now: Date): string | null {
	const row =
		kind === 'confirm'
			? sql(db, 'SELECT event, status, confirm_expires_at FROM registrations WHERE confirm_token_hash = ?').get(
					hashToken(token),
				)
			: sql(db, 'SELECT event, status, confirm_expires_at FROM registrations WHERE cancel_token = ?').get(token)
	const found = row as { event: string; status: RegistrationStatus; confirm_expires_at: string | null } | undefined
	if (!found) return null
	if (kind === 'confirm' && found.status === 'pending' && (found.confirm_expires_at ?? '') < iso(now)) return null
	return found.event
}

export type ConfirmOutcome = {
	state: 'confirmed' | 'waiting' | 'already-confirmed' | 'invalid'
	queued: QueuedMessage[]
}

/**
 * The e-mailed link followed: the registration takes a place if one is free
 * (capacity null: no limit), else joins the waiting list. Only confirmed
 * registrations count against the capacity (docs/decisions/058).
 */
export function confirmRegistration(
	db: DatabaseSync,
	{ token, capacity }: { token: string; capacity: number | null },
	setting: MailSetting,
): ConfirmOutcome {
	const row = sql(
		db,
		'SELECT id, event, email, name, locale, status, cancel_token, confirm_sent_at, confirm_expires_at FROM registrations WHERE confirm_token_hash = ?',
	).get(hashToken(token)) as (Row & { confirm_expires_at: string | null }) | undefined
	if (!row) return { state: 'invalid', queued: [] }
	if (row.status !== 'pending') return { state: 'already-confirmed', queued: [] }
	if ((row.confirm_expires_at ?? '') < iso(setting.now)) return { state: 'invalid', queued: [] }
	const { confirmed } = placeCounts(db, row.event)
	const status = capacity === null || confirmed < capacity ? 'confirmed' : 'waiting'
	sql(
		db,
		'UPDATE registrations SET status = ?, placed_at = ?, confirm_token_hash = NULL, confirm_expires_at = NULL WHERE id = ?',
	).run(status, iso(setting.now), row.id)
	return { state: status, queued: [mail(db, setting, row, status === 'confirmed' ? 'registered' : 'waiting')] }
}

export type CancelOutcome = { state: 'cancelled' | 'invalid'; queued: QueuedMessage[] }

/**
 * The cancel link: the registration and its unsent e-mails are deleted; the
 * freed places go to the waiting list, longest waiting first, each person
 * told by e-mail.
 */
export function cancelRegistration(
	db: DatabaseSync,
	{ token, capacity }: { token: string; capacity: number | null },
	setting: MailSetting,
): CancelOutcome {
	const row = sql(db, 'SELECT id, event FROM registrations WHERE cancel_token = ?').get(token) as
		{ id: number; event: string } | undefined
	if (!row) return { state: 'invalid', queued: [] }
	deleteRegistration(db, row.id)
	return { state: 'cancelled', queued: fillFreePlaces(db, row.event, capacity, setting) }
}

/** Moves people from the waiting list to free places, in order, e-mailing each. */
function fillFreePlaces(
	db: DatabaseSync,
	event: string,
	capacity: number | null,
	setting: MailSetting,
): QueuedMessage[] {
	const { confirmed } = placeCounts(db, event)
	const free = capacity === null ? Number.MAX_SAFE_INTEGER : capacity - confirmed
	if (free <= 0) return []
	const promoted = sql(
		db,
		"SELECT id, event, email, name, locale, status, cancel_token, confirm_sent_at FROM registrations WHERE event = ? AND status = 'waiting' ORDER BY placed_at, id LIMIT ?",
	).all(event, Math.min(free, 1_000_000)) as Row[]
	return promoted.map((next) => {
		sql(db, "UPDATE registrations SET status = 'confirmed' WHERE id = ?").run(next.id)
		return mail(db, setting, next, 'promoted')
	})
}

function deleteRegistration(db: DatabaseSync, id: number) {
	sql(db, "DELETE FROM outbox WHERE about = ? AND status != 'failed'").run(`registration:${id}`)
	sql(db, 'DELETE FROM registrations WHERE id = ?').run(id)
}

/**
 * The day-before reminder of one event: written once for each confirmed
 * registrant (reminded_at, set in the same transaction, keeps a restart or a
 * second server from writing it twice).
 */
export function queueReminders(db: DatabaseSync, event: string, setting: MailSetting): QueuedMessage[] {
	const due = sql(
		db,
		"SELECT id, event, email, name, locale, status, cancel_token, confirm_sent_at FROM registrations WHERE event = ? AND status = 'confirmed' AND reminded_at IS NULL ORDER BY id",
	).all(event) as Row[]
	return due.map((row) => {
		sql(db, 'UPDATE registrations SET reminded_at = ? WHERE id = ?').run(iso(setting.now), row.id)
		return mail(db, setting, row, 'reminder')
	})
}

/** A message from staff to an event's registrants (confirmed only, or the waiting list too). */
export function messageRegistrants(
	db: DatabaseSync,
	{ event, audience, subject, text }: { event: string; audience: 'confirmed' | 'all'; subject: string; text: string },
	setting: MailSetting,
): QueuedMessage[] {
	const rows = sql(
		db,
		`SELECT id, event, email, name, locale, status, cancel_token, confirm_sent_at FROM registrations
			WHERE event = ? AND status IN ('confirmed', ?) ORDER BY id`,
	).all(event, audience === 'all' ? 'waiting' : 'confirmed') as Row[]
	return rows.map((row) => mail(db, setting, row, 'staff', { staffMessage: { subject, text } }))
}

export type Registrant = {
	name: string
	email: string
	locale: Locale
	status: RegistrationStatus
	answers: Record<string, string>
	placedAt: string | null
	createdAt: string
}

/** An event's registrants for the workspace: with a place, then waiting (in order), then unconfirmed. */
export function registrants(db: DatabaseSync, event: string): Registrant[] {
	const rows = sql(
		db,
		`SELECT name, email, locale, status, answers, placed_at, created_at FROM registrations WHERE event = ?
			ORDER BY CASE status WHEN 'confirmed' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END, placed_at, id`,
	).all(event) as {
		name: string
		email: string
		locale: Locale
		status: RegistrationStatus
		answers: string
		placed_at: string | null
		created_at: string
	}[]
	return rows.map((row) => ({
		name: row.name,
		email: row.email,
		locale: row.locale,
		status: row.status,
		answers: JSON.parse(row.answers) as Record<string, string>,
		placedAt: row.placed_at,
		createdAt: row.created_at,
	}))
}

/** Deletes unconfirmed registrations whose link expired, and every registration some days after its event. */
export function purgeRegistrations(db: DatabaseSync, now: Date): number {
	const old = sql(
		db,
		"SELECT id FROM registrations WHERE (status = 'pending' AND confirm_expires_at < ?) OR event_end < ?",
	).all(iso(now), iso(new Date(now.getTime() - policy.keepDaysAfterEvent * 24 * 60 * minute))) as { id: number }[]
	for (const { id } of old) deleteRegistration(db, id)
	return old.length
}
