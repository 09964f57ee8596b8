import { site } from '#app/config/site.ts'
import { getContent, getRecords, type RecordOf } from '#app/content/index.server.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { punctuation } from '#app/i18n/punctuation.ts'
import { absoluteFileUrl, absoluteUrl } from '#app/lib/seo/seo.ts'
import { eventJsonLd } from '#app/lib/seo/structured-data.ts'
import { calendarFile, type CalendarEvent } from './calendar.ts'
import { eventPath } from './event-paths.ts'
import type { EventSummary } from './event-summary.ts'
import { eventInstants, formatEventTime, isoWithOffset } from './event-time.ts'

export type FoundationEvent = RecordOf<'events'>

/** Every event, in one language. */
export function getEvents(locale: Locale): FoundationEvent[] {
	return getRecords(locale).events
}

/** The event whose own page is this path (/voyager/detail), if any. */
export function eventWithPage(locale: Locale, path: string): FoundationEvent | undefined {
	return getEvents(locale).find((event) => event.page === path)
}

/** How people take part and where, in one line: “In person · Community Hall”. */
export function whereLine(event: FoundationEvent, locale: Locale): string | undefined {
	const words = getContent(locale).pages['/events']
	const parts = [event.attendance ? words.attendance[event.attendance] : undefined, event.place].filter(Boolean)
	return parts.length ? parts.join(' · ') : undefined
}

/** An event as a list shows it, in one language. */
export function summariseEvent(event: FoundationEvent, locale: Locale): EventSummary {
	const instants = eventInstants(event)
	return {
		id: event.id,
		path: eventPath(event),
		title: event.title,
		summary: event.summary,
		status: event.status,
		time: formatEventTime(event, locale),
		tookPlace: event.tookPlace,
		where: whereLine(event, locale),
		photo: event.photo,
		art: event.art,
		start: instants?.start.toISOString(),
		end: instants?.end.toISOString(),
	}
}

/** An event as calendars carry it, or nothing while its date is to be announced. */
function calendarEventOf(event: FoundationEvent, locale: Locale): CalendarEvent | undefined {
	const instants = eventInstants(event)
	if (!instants) return undefined
	return {
		id: event.id,
		title: event.title,
		description: event.summary,
		start: instants.start,
		end: instants.end,
		url: absoluteUrl(eventPath(event), locale),
		place: whereLine(event, locale),
		status: event.status,
	}
}

/** A calendar file of some events, in one language. */
export function eventsCalendar(events: readonly FoundationEvent[], locale: Locale): string {
	const words = getContent(locale).pages['/events']
	return calendarFile({
		language: localeConfig[locale].hrefLang,
		name: `${site.name.value[locale]}${punctuation[locale].colon}${words.title}`.trim(),
		host: new URL(site.baseUrl.value).host,
		events: events.flatMap((event) => calendarEventOf(event, locale) ?? []),
	})
}

/** A calendar file's HTTP answer: text/calendar, downloaded under `fileName` when given. */
export function calendarResponse(body: string, fileName?: string): Response {
	return new Response(body, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
		},
	})
}

/** The event for search engines (schema.org Event), in one language. */
export function eventStructuredData(event: FoundationEvent, locale: Locale) {
	const photo = event.photo ? absoluteFileUrl(event.photo.src) : undefined
	return eventJsonLd({
		locale,
		path: eventPath(event),
		name: event.title,
		description: event.summary,
		startDate: event.start && event.timeZone ? isoWithOffset(event.start, event.timeZone) : undefined,
		endDate: event.end && event.timeZone ? isoWithOffset(event.end, event.timeZone) : undefined,
		status: event.status,
		attendance: event.attendance,
		place: event.place,
		languages: event.languages,
		image: photo,
		registration: event.registration,
	})
}
