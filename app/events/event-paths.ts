/** An event's page: its own page on the site when it has one (/voyager/detail), else /events/<slug>. */
export function eventPath(event: { id: string; page?: string }): string {
	return event.page ?? `/events/${event.id}`
}

/** The English path of an event's calendar file (one event, iCalendar). */
export const eventCalendarPath = (slug: string) => `/events/${slug}/calendar.ics`

/** The name a browser saves an event's calendar file under. */
export const eventCalendarFileName = (slug: string) => `${slug}.ics`
