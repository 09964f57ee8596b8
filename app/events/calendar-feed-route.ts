import { pageContext } from '#app/lib/page-data.server.ts'
import { calendarResponse, eventsCalendar, getEvents } from './events.server.ts'
import type { Route } from './+types/calendar-feed-route'

/**
 * /events/calendar.ics (and under /zh-hans, /zh-hant): every event with a
 * date, in one language, for calendar apps to subscribe to.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale } = pageContext(args)
	return calendarResponse(eventsCalendar(getEvents(locale), locale))
}
