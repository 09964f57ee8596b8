import type { DatabaseSync } from 'node:sqlite'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { confirmationEmail, type ComposedEmail } from '#app/newsletter/delivery/confirmation-email.server.ts'
import * as registrations from '#app/events/registration/store/registrations.server.ts'
import * as campaigns from '#app/newsletter/campaigns/store.ts'
import { recordMailEvent, type MailEvent, type MailEventOutcome } from './mail-events.server.ts'
import * as outbox from './outbox-table.server.ts'
import * as subscribers from './subscribers.server.ts'
import { workspaceOperations } from '#app/workspace/store/workspace-operations.server.ts'
import * as readerForms from '#app/forms/store/reader-forms.server.ts'

/**
 * Everything the server may ask of the subscriber database, by name. Each
 * operation runs in the database worker (database-worker.server.ts) on its
 * connection: a `read` at once, a `write` inside the worker's group commit
 * (its own savepoint in a shared transaction; the caller hears back only
 * after COMMIT). The main thread calls them as async functions through
 * subscriber-database.server.ts, which takes its names and types from here.
 *
 * To add one (for example for sending a newsletter campaign): write the
 * function on a DatabaseSync (as in subscribers.server.ts), register it below
 * with `read` or `write`, and call `database.<name>(input)`. Inputs and
 * results cross a thread: plain data only (objects, arrays, strings,
 * numbers, Dates), no functions or class instances.
 */
export type Operation<Input, Output> = {
	write: boolean
	run: (db: DatabaseSync, input: Input) => Output
}

const read = <Input, Output>(run: (db: DatabaseSync, input: Input) => Output): Operation<Input, Output> => ({
	write: false,
	run,
})
const write = <Input, Output>(run: (db: DatabaseSync, input: Input) => Output): Operation<Input, Output> => ({
	write: true,
	run,
})

export type SignUpInput = {
	address: string
	locale: Locale
	sourcePage: string | null
	now: Date
	/** Where the e-mail's links point (PUBLIC_BASE_URL). */
	publicBaseUrl: string
	/** UNSUBSCRIBE_MAILBOX, for the `mailto:` of List-Unsubscribe. */
	unsubscribeMailbox?: string | null
	/** `queued` for the SMTP worker, `logged` when there is no mail server. */
	delivery: subscribers.DeliveryStatus
}

/** The confirmation e-mail a sign-up wrote to the outbox, to deliver once committed. */
export type QueuedEmail = { outboxId: number; email: ComposedEmail }

export const operations = {
	/** Records a sign-up and, within the resend limits, writes its confirmation e-mail to the outbox. */
	signUp: write((db, { publicBaseUrl, unsubscribeMailbox, delivery, ...signUp }: SignUpInput): QueuedEmail | null => {
		const link = (path: string) => publicBaseUrl + localizePath(path, signUp.locale)
		let email: ComposedEmail | undefined
		const outboxId = subscribers.recordSignUp(
			db,
			signUp,
			({ confirmToken, unsubscribeToken }) =>
				(email = confirmationEmail(signUp.locale, {
					confirmUrl: link(`/newsletter/confirm/${confirmToken}`),
					siteUrl: link('/'),
					publicBaseUrl,
					unsubscribeToken,
					unsubscribeMailbox,
				})),
			delivery,
		)
		return outboxId !== null && email ? { outboxId, email } : null
	}),
	peekConfirmation: read((db, { token, now }: { token: string; now: Date }) =>
		subscribers.peekConfirmation(db, token, now),
	),
	confirm: write((db, { token, now }: { token: string; now: Date }) => subscribers.confirmSubscription(db, token, now)),
	peekUnsubscribe: read((db, { token }: { token: string }) => subscribers.peekUnsubscribe(db, token)),
	unsubscribe: write((db, { token, now }: { token: string; now?: Date }) => subscribers.unsubscribe(db, token, now)),
	/** Bounces, complaints and deliveries from a provider's webhook (server/webhooks/), in one write. */
	recordMailEvents: write(
		(
			db,
			{ events, now, softBounceLimit }: { events: MailEvent[]; now: Date; softBounceLimit: number },
		): MailEventOutcome[] => events.map((event) => recordMailEvent(db, event, { now, softBounceLimit })),
	),
	/** The settings page: what is kept about the token's subscriber (null: none). */
	subscriberRecord: read((db, { token }: { token: string }) => subscribers.subscriberRecord(db, token)),
	changeLanguage: write((db, { token, locale, now }: { token: string; locale: Locale; now: Date }) =>
		subscribers.changeLanguage(db, token, locale, now),
	),
	/** Right to erasure from the settings page: by the token's address, through removeAddress. */
	erase: write((db, { token, now }: { token: string; now?: Date }): 'erased' | 'invalid' => {
		const address = subscribers.addressOfToken(db, token)
		return address !== null && subscribers.removeAddress(db, address, now) ? 'erased' : 'invalid'
	}),
	/** The archive: newsletters whose sending began (campaigns/store.ts). */
	sentNewsletters: read((db, _input: Record<string, never>) => campaigns.sentNewsletters(db)),
	sentNewsletter: read((db, { slug }: { slug: string }) => campaigns.sentNewsletter(db, slug)),
	/** Deletes expired sign-ups and old outbox copies (the privacy notice's promises). */
	purgeExpired: write((db, { now }: { now: Date }) => ({
		...subscribers.purgeExpired(db, now),
		readerForms: readerForms.purgeReaderForms(db, now),
	})),

	// What readers send through the site's forms (app/forms/store/reader-forms.server.ts).
	recordReaderMessage: write(
		(db, { message, ...mails }: { message: readerForms.NewReaderMessage } & readerForms.MailsInput) =>
			readerForms.recordReaderMessage(db, message, mails),
	),
	recordApplication: write(
		(db, { application, ...mails }: { application: readerForms.NewApplication } & readerForms.MailsInput) =>
			readerForms.recordApplication(db, application, mails),
	),
	readerMessages: read((db, _input: Record<string, never>) => readerForms.readerMessages(db)),
	setMessageState: write((db, { id, state, now }: { id: number; state: 'new' | 'answered'; now: Date }) =>
		readerForms.setMessageState(db, id, state, now),
	),
	eraseMessage: write((db, { id }: { id: number }) => readerForms.eraseMessage(db, id)),
	applications: read((db, { form }: { form: string | null }) => readerForms.applications(db, form)),
	eraseApplication: write((db, { id }: { id: number }) => readerForms.eraseApplication(db, id)),

	// Event registrations (app/events/registration/, docs/decisions/058).
	register: write(
		(db, { input, setting }: { input: registrations.RegisterInput; setting: registrations.MailSetting }) =>
			registrations.register(db, input, setting),
	),
	placeCounts: read((db, { event }: { event: string }) => registrations.placeCounts(db, event)),
	registrationEvent: read((db, { kind, token, now }: { kind: 'confirm' | 'cancel'; token: string; now: Date }) =>
		registrations.eventOfToken(db, kind, token, now),
	),
	confirmRegistration: write(
		(
			db,
			{ token, capacity, setting }: { token: string; capacity: number | null; setting: registrations.MailSetting },
		) => registrations.confirmRegistration(db, { token, capacity }, setting),
	),
	cancelRegistration: write(
		(
			db,
			{ token, capacity, setting }: { token: string; capacity: number | null; setting: registrations.MailSetting },
		) => registrations.cancelRegistration(db, { token, capacity }, setting),
	),
	queueReminders: write((db, { event, setting }: { event: string; setting: registrations.MailSetting }) =>
		registrations.queueReminders(db, event, setting),
	),
	messageRegistrants: write(
		(
			db,
			{
				message,
				setting,
			}: { message: Parameters<typeof registrations.messageRegistrants>[1]; setting: registrations.MailSetting },
		) => registrations.messageRegistrants(db, message, setting),
	),
	registrants: read((db, { event }: { event: string }) => registrations.registrants(db, event)),
	purgeRegistrations: write((db, { now }: { now: Date }) => registrations.purgeRegistrations(db, now)),

	dueMessages: read((db, { now, limit }: { now: Date; limit: number }) => outbox.dueMessages(db, now, limit)),
	nextDueTime: read((db, _input: Record<string, never>) => outbox.nextDueTime(db)),
	markSent: write((db, { id }: { id: number }) => outbox.markSent(db, id)),
	markAttemptFailed: write((db, input: Parameters<typeof outbox.markAttemptFailed>[1]) =>
		outbox.markAttemptFailed(db, input),
	),

	// The workspace: staff, sessions, passkeys, audit log, builds (issue 23).
	...workspaceOperations,
}

type Operations = typeof operations
export type OperationName = keyof Operations
export type OperationInput<Name extends OperationName> = Parameters<Operations[Name]['run']>[1]
export type OperationOutput<Name extends OperationName> = ReturnType<Operations[Name]['run']>
