import type { DatabaseSync } from 'node:sqlite'
import type { Locale } from '#app/i18n/locales.ts'
import type { ComposedEmail } from '#app/newsletter/delivery/confirmation-email.server.ts'
import { prepared as sql } from '#app/newsletter/store/database.server.ts'
import { isSuppressed } from '#app/newsletter/store/suppressions.server.ts'
import type { DeliveryStatus } from '#app/newsletter/store/subscribers.server.ts'
import { readerFormPolicy } from './reader-form-policy.ts'

/**
 * The tables of what readers send (reader-form-tables.ts): each function runs
 * on the connection it is given, inside the caller's transaction, like
 * app/newsletter/store/subscribers.server.ts.
 */

/** A mail to write to the outbox with what it is about. */
export type OutgoingMail = { to: string; locale: Locale; email: ComposedEmail }
/** A mail written to the outbox, to hand to delivery once committed. */
export type QueuedMail = OutgoingMail & { outboxId: number }

export type NewReaderMessage = { topic: string; name: string; email: string; message: string; locale: Locale }
export type NewApplication = {
	form: string
	name: string
	email: string
	answers: { id: string; question: string; answer: string }[]
	locale: Locale
}

export type MailsInput = {
	/** To the foundation (Reply-To: the reader). */
	foundation: OutgoingMail
	/** To the reader: the acknowledgement; left out when the address is suppressed. */
	reader: OutgoingMail
	now: Date
	delivery: DeliveryStatus
}

function queue(
	db: DatabaseSync,
	owner: { column: 'reader_message_id' | 'application_id'; id: number },
	mail: OutgoingMail,
	{ now, delivery }: Pick<MailsInput, 'now' | 'delivery'>,
): QueuedMail {
	const { email } = mail
	const result = sql(
		db,
		`INSERT INTO outbox (${owner.column}, kind, recipient, locale, subject, text_body, html_body, headers, status, next_attempt_at, created_at)
			VALUES (?, 'reader-form', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	).run(
		owner.id,
		mail.to,
		mail.locale,
		email.subject,
		email.text,
		email.html,
		JSON.stringify(email.headers),
		delivery,
		now.toISOString(),
		now.toISOString(),
	)
	return { ...mail, outboxId: Number(result.lastInsertRowid) }
}

function queueBoth(db: DatabaseSync, owner: Parameters<typeof queue>[1], mails: MailsInput): QueuedMail[] {
	const queued = [queue(db, owner, mails.foundation, mails)]
	// An address that unsubscribed, was erased or bounced gets no acknowledgement: the foundation still hears.
	if (!isSuppressed(db, mails.reader.to)) queued.push(queue(db, owner, mails.reader, mails))
	return queued
}

/** Stores a contact-form message and writes its two mails to the outbox. */
export function recordReaderMessage(db: DatabaseSync, message: NewReaderMessage, mails: MailsInput): QueuedMail[] {
	const result = sql(
		db,
		`INSERT INTO reader_messages (topic, name, email, message, locale, received_at) VALUES (?, ?, ?, ?, ?, ?)`,
	).run(message.topic, message.name, message.email, message.message, message.locale, mails.now.toISOString())
	return queueBoth(db, { column: 'reader_message_id', id: Number(result.lastInsertRowid) }, mails)
}

/** Stores an application and writes its two mails to the outbox. */
export function recordApplication(db: DatabaseSync, application: NewApplication, mails: MailsInput): QueuedMail[] {
	const result = sql(
		db,
		`INSERT INTO applications (form, name, email, answers, locale, received_at) VALUES (?, ?, ?, ?, ?, ?)`,
	).run(
		application.form,
		application.name,
		application.email,
		JSON.stringify(application.answers),
		application.locale,
		mails.now.toISOString(),
	)
	return queueBoth(db, { column: 'application_id', id: Number(result.lastInsertRowid) }, mails)
}

export type ReaderMessage = NewReaderMessage & {
	id: number
	state: 'new' | 'answered'
	receivedAt: string
	answeredAt: string | null
}

/** The inbox: every message kept, newest first. */
export function readerMessages(db: DatabaseSync): ReaderMessage[] {
	return sql(
		db,
		`SELECT id, topic, name, email, message, locale, state, received_at AS receivedAt, answered_at AS answeredAt
			FROM reader_messages ORDER BY received_at DESC, id DESC`,
	).all() as ReaderMessage[]
}

/** Marks a message answered (or new again). False when there is no such message. */
export function setMessageState(db: DatabaseSync, id: number, state: 'new' | 'answered', now: Date): boolean {
	const result = sql(db, 'UPDATE reader_messages SET state = ?, answered_at = ? WHERE id = ?').run(
		state,
		state === 'answered' ? now.toISOString() : null,
		id,
	)
	return Number(result.changes) > 0
}

export function eraseMessage(db: DatabaseSync, id: number): boolean {
	return Number(sql(db, 'DELETE FROM reader_messages WHERE id = ?').run(id).changes) > 0
}

export type Application = Omit<NewApplication, 'answers'> & {
	id: number
	answers: NewApplication['answers']
	receivedAt: string
}

/** Every application kept, newest first; `form` narrows to one form. */
export function applications(db: DatabaseSync, form: string | null): Application[] {
	const rows = sql(
		db,
		`SELECT id, form, name, email, answers, locale, received_at AS receivedAt FROM applications
			WHERE ?1 IS NULL OR form = ?1 ORDER BY received_at DESC, id DESC`,
	).all(form) as (Omit<Application, 'answers'> & { answers: string })[]
	return rows.map((row) => ({ ...row, answers: JSON.parse(row.answers) as Application['answers'] }))
}

export function eraseApplication(db: DatabaseSync, id: number): boolean {
	return Number(sql(db, 'DELETE FROM applications WHERE id = ?').run(id).changes) > 0
}

/** Deletes messages and applications older than the privacy page says they are kept. */
export function purgeReaderForms(db: DatabaseSync, now: Date): { messages: number; applications: number } {
	const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
	const messages = sql(db, 'DELETE FROM reader_messages WHERE received_at < ?').run(
		before(readerFormPolicy.messageKeepDays.value),
	).changes
	const kept = sql(db, 'DELETE FROM applications WHERE received_at < ?').run(
		before(readerFormPolicy.applicationKeepDays.value),
	).changes
	return { messages: Number(messages), applications: Number(kept) }
}
