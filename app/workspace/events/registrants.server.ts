import type { RouterContextProvider } from 'react-router'
import { formatEventTime } from '#app/events/event-time.ts'
import { registrableEvent, registrableEvents, runtimeOf } from '#app/events/registration/registration.server.ts'
import type { Registrant } from '#app/events/registration/store/registrations.server.ts'
import type { Locale } from '#app/i18n/locales.ts'

/** A registrable event's figures for the workspace's list. */
export type EventRow = {
	slug: string
	title: string
	when: string
	capacity: number | null
	confirmed: number
	waiting: number
	pending: number
}

const count = (registrants: readonly Registrant[], status: Registrant['status']) =>
	registrants.filter((registrant) => registrant.status === status).length

/** Every event that takes registrations, in the staffer's language, with its figures. */
export async function eventRows(context: Readonly<RouterContextProvider>, locale: Locale): Promise<EventRow[]> {
	const { database } = runtimeOf(context)
	return Promise.all(
		registrableEvents(locale).map(async (event) => {
			const registrants = await database.registrants({ event: event.id })
			return {
				slug: event.id,
				title: event.title,
				when: formatEventTime(event, locale) ?? '',
				capacity: event.registrations?.capacity ?? null,
				confirmed: count(registrants, 'confirmed'),
				waiting: count(registrants, 'waiting'),
				pending: count(registrants, 'pending'),
			}
		}),
	)
}

/** One event and its registrants, or a 404 when the event takes no registrations. */
export async function eventRegistrants(context: Readonly<RouterContextProvider>, slug: string, locale: Locale) {
	const event = registrableEvent(slug, locale)
	if (!event) throw new Response('No such event takes registrations.', { status: 404 })
	const registrants = await runtimeOf(context).database.registrants({ event: event.id })
	return { event, registrants }
}
