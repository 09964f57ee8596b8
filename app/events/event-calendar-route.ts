import { notFound } from '#app/lib/not-found.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { eventCalendarFileName } from './event-paths.ts'
import { calendarResponse, eventsCalendar, getEvents } from './events.server.ts'
import type { Route } from './+types/event-calendar-route'

/**
 * /events/<slug>/calendar.ics: one event as an iCalendar file, the “Add to
 * calendar” link of its page. Prerendered as a file, so static hosts serve it too.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale } = pageContext(args)
	const event = getEvents(locale).find((candidate) => candidate.id === args.params.slug)
	if (!event?.start) throw notFound(locale)
	return calendarResponse(eventsCalendar([event], locale), eventCalendarFileName(event.id))
}
