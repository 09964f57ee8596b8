import ical, { foldLines, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/** One event as a calendar carries it: instants in UTC, words in one language. */
export type CalendarEvent = {
	/** The record's id: with the site's host, the event's UID, the same in every language and every build. */
	id: string
	title: string
	description: string
	start: Date
	end: Date
	/** The event's page (absolute URL). */
	url: string
	place?: string
	status: 'scheduled' | 'cancelled' | 'postponed'
}

type CalendarArgs = {
	/** BCP 47 tag of the words (en, zh-Hans, zh-Hant-HK): every text property carries it as LANGUAGE. */
	language: string
	/** The calendar's name, as calendar apps show it. */
	name: string
	/** The site's host, for the events' UIDs (uid@host). */
	host: string
	events: readonly CalendarEvent[]
}

const statuses = {
	scheduled: ICalEventStatus.CONFIRMED,
	cancelled: ICalEventStatus.CANCELLED,
	postponed: ICalEventStatus.TENTATIVE,
} as const

/** Properties whose value is text in the calendar's language (RFC 5545 § 3.2.10, RFC 7986 § 5.1). */
const textProperties = /^(SUMMARY|DESCRIPTION|LOCATION|NAME|X-WR-CALNAME)([;:])/

/**
 * An iCalendar file (RFC 5545) of some events, written by ical-generator:
 * start and end as UTC instants (DTSTART:20260314T210000Z), so the file is
 * the same whatever the time zone of the machine that writes it and every
 * calendar app shows the reader's own clock; DTSTAMP is the event's start,
 * not the time of the build, so the same content gives the same bytes. Lines
 * are folded at 75 octets, Chinese text included (ical-generator's folding,
 * applied again after the LANGUAGE parameters are added).
 */
export function calendarFile({ language, name, host, events }: CalendarArgs): string {
	const calendar = ical({
		prodId: { company: 'Offer Love Foundation', product: 'Events', language: 'EN' },
		name,
		method: ICalCalendarMethod.PUBLISH,
	})
	for (const event of events)
		calendar.createEvent({
			id: `${event.id}@${host}`,
			start: event.start,
			end: event.end,
			stamp: event.start,
			summary: event.title,
			description: `${event.description}\n\n${event.url}`,
			location: event.place ?? null,
			url: event.url,
			status: statuses[event.status],
		})
	const unfolded = calendar.toString().replace(/\r\n /g, '')
	const withLanguage = unfolded
		.split('\r\n')
		.map((line) => line.replace(textProperties, `$1;LANGUAGE=${language}$2`))
		.join('\r\n')
	return `${foldLines(withLanguage)}\r\n`
}
