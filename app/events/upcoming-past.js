// Upcoming or past as of now, not as of the build: on the events list, an event
// whose end has passed moves from “upcoming” to “past” (newest first); on an
// event's page, the note that it has ended appears. The pages carry each
// event's start and end as instants (data-start, data-end: ISO 8601, UTC).
// Plain JavaScript, served as it is: these pages ship no framework.
const now = Date.now()
const start = (item) => (item.dataset.start ? Date.parse(item.dataset.start) : -Infinity)
const upcoming = document.querySelector('[data-events="upcoming"]')
const past = document.querySelector('[data-events="past"]')
if (upcoming && past) {
	const moved = [...upcoming.children].filter((item) => item.dataset.end && Date.parse(item.dataset.end) <= now)
	if (moved.length) {
		// Dated events newest first; past events whose date is not recorded stay last.
		past.append(...[...moved, ...past.children].sort((a, b) => start(b) - start(a) || 0))
		for (const list of [upcoming, past]) {
			const empty = list.children.length === 0
			list.hidden = empty
			document.querySelector(`[data-events-empty="${list.dataset.events}"]`)?.toggleAttribute('hidden', !empty)
		}
	}
}
for (const note of document.querySelectorAll('[data-ended-after]')) {
	if (Date.parse(note.dataset.endedAfter) <= now) note.hidden = false
}
