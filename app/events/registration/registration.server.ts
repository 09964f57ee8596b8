import type { RouterContextProvider } from 'react-router'
import { eventInstants, formatEventTime } from '#app/events/event-time.ts'
import { getEvents, type FoundationEvent } from '#app/events/events.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { eventMailInfo } from './event-mail-info.server.ts'
import { registrationState } from './registration-state.ts'
import type { MailSetting, QueuedMessage } from './store/registrations.server.ts'

/** An event that takes registrations on this site, in one language (null: none such). */
export function registrableEvent(id: string, locale: Locale): FoundationEvent | null {
	const event = getEvents(locale).find((candidate) => candidate.id === id)
	return event?.registrations && !event.page && eventInstants(event) ? event : null
}

/** Every event that takes registrations on this site, in one language. */
export function registrableEvents(locale: Locale): FoundationEvent[] {
	return getEvents(locale).filter((event) => registrableEvent(event.id, locale) !== null)
}

/** What a registration write needs to compose its e-mails. */
export function mailSetting(runtime: NewsletterRuntime, eventId: string, now = new Date()): MailSetting {
	return {
		publicBaseUrl: runtime.config.publicBaseUrl,
		delivery: runtime.delivery.status,
		info: eventMailInfo(eventId, runtime.config.publicBaseUrl),
		now,
	}
}

/** Hands committed e-mails to the delivery (SMTP or the log). */
export function deliver(runtime: NewsletterRuntime, queued: readonly QueuedMessage[]) {
	for (const message of queued)
		runtime.delivery.committed({ id: message.outboxId, to: message.to, locale: message.locale, email: message.email })
}

/** The runtime of the request (the server's one), for registration pages and actions. */
export const runtimeOf = (context: Readonly<RouterContextProvider>) => requestFacts(context).runtime

/** Confirmed places of an event, or null when the database cannot say (the page then shows no count). */
async function confirmedCount(runtime: NewsletterRuntime, event: string): Promise<number | null> {
	try {
		return (await runtime.database.placeCounts({ event })).confirmed
	} catch {
		return null
	}
}

/** What the event's page shows about registering, read at request time. */
export async function registrationView(
	runtime: NewsletterRuntime,
	event: FoundationEvent,
	locale: Locale,
	now = new Date(),
) {
	const closesAt = event.registrations?.closes
	const confirmed = await confirmedCount(runtime, event.id)
	return {
		state: registrationState(event, now, confirmed ?? 0),
		closes:
			closesAt && event.timeZone
				? (formatEventTime({ start: closesAt, timeZone: event.timeZone }, locale) ?? null)
				: null,
	}
}
