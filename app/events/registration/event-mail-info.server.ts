import { eventPath } from '#app/events/event-paths.ts'
import { formatEventTime } from '#app/events/event-time.ts'
import { eventsCalendar, getEvents, whereLine } from '#app/events/events.server.ts'
import { locales, localizePath, type Locale } from '#app/i18n/locales.ts'
import type { EventMailInfo } from './registration-emails.server.ts'

/** The event as the e-mails describe it, in every language, with its .ics. */
export function eventMailInfo(id: string, publicBaseUrl: string): Record<Locale, EventMailInfo> {
	return Object.fromEntries(
		locales.map((locale) => {
			const event = getEvents(locale).find((candidate) => candidate.id === id)!
			const info: EventMailInfo = {
				title: event.title,
				when: formatEventTime(event, locale) ?? '',
				url: publicBaseUrl + localizePath(eventPath(event), locale),
				calendar: { filename: `${event.id}.ics`, content: eventsCalendar([event], locale) },
			}
			const where = whereLine(event, locale)
			return [locale, where ? { ...info, where } : info]
		}),
	) as Record<Locale, EventMailInfo>
}
