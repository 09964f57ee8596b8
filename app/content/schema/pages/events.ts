import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { phrase } from '#app/content/schema/phrase.ts'
import { pageBasics } from './page-basics.ts'

const byValue = <const K extends readonly string[]>(label: string, keys: K, hint?: string) =>
	field.object(
		label,
		Object.fromEntries(keys.map((key) => [key, field.string(key)])) as Record<
			K[number],
			ReturnType<typeof field.string>
		>,
		{ hint },
	)

const titleAndText = (label: string) =>
	field.object(label, { title: field.string('Heading'), text: field.text('Text') })

/**
 * /events: upcoming events soonest first, past events newest first; and the
 * words every event's page (/events/<slug>) puts around the event.
 */
export const eventsPage = z.strictObject({
	...pageBasics,
	upcoming: field.object('Upcoming events', {
		heading: field.string('Heading'),
		empty: field.text('Shown when none is planned'),
	}),
	past: field.object('Past events', {
		heading: field.string('Heading'),
		empty: field.text('Shown when there is none yet'),
	}),
	dateToBeAnnounced: field.string('Shown for an upcoming event without a date'),
	dateToBeConfirmed: field.string('Shown for a past event whose date is not recorded'),
	labels: field.object('Labels of an event’s details', {
		when: field.string('When'),
		where: field.string('Where'),
		attendance: field.string('How to take part'),
		languages: field.string('Languages'),
		organiser: field.string('Organised by'),
	}),
	status: byValue('Status labels', ['cancelled', 'postponed'] as const),
	attendance: byValue('How people take part', ['offline', 'online', 'mixed'] as const),
	languages: byValue('Language names', ['en', 'cmn', 'yue'] as const),
	calendar: field.object('Calendar subscription', {
		heading: field.string('Heading'),
		text: field.text('Text'),
		link: field.string('Link to the calendar'),
	}),
	event: field.object('Around each event', {
		eyebrow: field.string('Label above the title when no initiative runs it'),
		ended: field.string('Said once the event is over'),
		addToCalendar: field.string('Add-to-calendar link'),
		register: field.string('Registration link'),
		allEvents: field.string('Link to all events'),
	}),
	registration: field.object('Registration on this site', {
		heading: field.string('Heading of the form'),
		placesLeft: phrase('Places left', ['n']),
		noLimit: field.string('Open, without a limit of places'),
		full: field.text('Full: new registrants join the waiting list'),
		closed: field.string('Registration closed'),
		closes: phrase('When registration closes', ['date']),
		howItWorks: field.text('How it works (under the heading)'),
		name: field.string('Label: name'),
		email: field.string('Label: e-mail address'),
		optional: field.string('Said after an optional question'),
		yes: field.string('Yes'),
		no: field.string('No'),
		privacy: field.markdown('Privacy line above the button', { inline: true }),
		submit: field.string('Button'),
		submitWaiting: field.string('Button when full (join the waiting list)'),
		messages: field.object('Answers', {
			registered: titleAndText('Sent: check your inbox'),
			invalid: titleAndText('Something is missing or wrong in the form'),
			closed: titleAndText('Registration has closed'),
			refused: titleAndText('Refused (another site, or too large)'),
			wait: titleAndText('Too many tries: wait'),
			unavailable: titleAndText('The database could not be reached'),
		}),
		backToEvent: field.string('Link back to the event'),
	}),
})
