import type { DatabaseSync } from 'node:sqlite'
import type { ComposedEmail } from '#app/newsletter/delivery/confirmation-email.server.ts'
import { prepared as sql } from './database.server.ts'

/**
 * What happens to the outbox table (messages waiting for the mail server).
 * Like subscribers.server.ts, every function runs on the connection it is
 * given, inside the caller's transaction.
 */

export type OutboxMessage = {
	id: number
	recipient: string
	subject: string
	text_body: string
	html_body: string
	headers: string
	/** JSON array of attachments, or null. */
	attachments: string | null
	attempts: number
}

/** Queued messages whose time has come, oldest first. */
export function dueMessages(db: DatabaseSync, now: Date, limit: number): OutboxMessage[] {
	return sql(
		db,
		`SELECT id, recipient, subject, text_body, html_body, headers, attachments, attempts FROM outbox
			WHERE status = 'queued' AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
	).all(now.toISOString(), limit) as OutboxMessage[]
}

/** When the next queued message is due (ISO time), or null when none is queued. */
export function nextDueTime(db: DatabaseSync): string | null {
	return (
		sql(db, "SELECT min(next_attempt_at) AS at FROM outbox WHERE status = 'queued'").get() as { at: string | null }
	).at
}

/** The mail server accepted the message: it leaves the outbox. */
export function markSent(db: DatabaseSync, id: number): void {
	sql(db, 'DELETE FROM outbox WHERE id = ?').run(id)
}

/** A failed attempt: try again at `retryAt`, or give up (`failed`). `error` must hold no address. */
export function markAttemptFailed(
	db: DatabaseSync,
	{
		id,
		attempts,
		retryAt,
		giveUp,
		error,
	}: { id: number; attempts: number; retryAt: Date; giveUp: boolean; error: string },
): void {
	sql(db, 'UPDATE outbox SET attempts = ?, next_attempt_at = ?, status = ?, last_error = ? WHERE id = ?').run(
		attempts,
		retryAt.toISOString(),
		giveUp ? 'failed' : 'queued',
		error,
		id,
	)
}

/**
 * Writes one e-mail to the outbox, inside the caller's transaction, for any
 * form's message: `about` names the record it belongs to (`registration:12`),
 * so erasing that record deletes the message too. Returns its id.
 */
export function queueMessage(
	db: DatabaseSync,
	message: {
		kind: string
		recipient: string
		locale: string
		email: ComposedEmail
		status: 'queued' | 'logged'
		now: Date
		about?: string | null
		subscriberId?: number | null
	},
): number {
	const { email, now } = message
	const result = sql(
		db,
		`INSERT INTO outbox (subscriber_id, kind, recipient, locale, subject, text_body, html_body, headers, attachments, status, next_attempt_at, created_at, about)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	).run(
		message.subscriberId ?? null,
		message.kind,
		message.recipient,
		message.locale,
		email.subject,
		email.text,
		email.html,
		JSON.stringify(email.headers),
		email.attachments?.length ? JSON.stringify(email.attachments) : null,
		message.status,
		now.toISOString(),
		now.toISOString(),
		message.about ?? null,
	)
	return Number(result.lastInsertRowid)
}
