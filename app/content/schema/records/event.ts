import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { initiativeIds } from './initiative-ids.ts'

/** Languages an event may be held in: BCP 47 tags (English, Mandarin, Cantonese). */
const spokenLanguages = ['en', 'cmn', 'yue'] as const

const eventStatuses = ['scheduled', 'cancelled', 'postponed'] as const
const attendanceModes = ['offline', 'online', 'mixed'] as const

/**
 * An event: `content/events/<locale>/<slug>.md`, its description after the
 * front matter. Its page is /events/<slug>, unless it has a page of its own
 * (`page`: the spec's event pages). A date the foundation has not announced
 * stays empty, and pages say “to be announced”: never guess one.
 */
export const eventRecord = z
	.strictObject({
		title: field.string('Title'),
		summary: field.text('Summary', { hint: 'One or two sentences, shown in the list of events and in calendars.' }),
		initiative: field.select('Initiative that runs it', initiativeIds).optional(),
		status: field
			.select('Status', eventStatuses, {
				hint: 'Cancelled or postponed events stay listed, marked as such, so nobody comes in vain.',
			})
			.default('scheduled'),
		start: field
			.localDateTime('Starts', {
				hint: 'Date and time on the clock of the place where it happens (its time zone below). Leave empty while the date is to be announced.',
			})
			.optional(),
		end: field.localDateTime('Ends', { hint: 'On the same clock as the start.' }).optional(),
		timeZone: field.timeZone('Time zone of the place').optional(),
		tookPlace: field
			.boolean('Already took place (its date is not recorded)', {
				hint: 'For a past event whose date we do not know: it is listed under past events, “date to be confirmed”.',
			})
			.optional(),
		attendance: field.select('Where people take part', attendanceModes).optional(),
		place: field.text('Place', { hint: 'The venue and address, or the online platform.' }).optional(),
		languages: field.selectMany('Languages spoken', spokenLanguages).default([]),
		registration: field.url('Registration page (optional)').optional(),
		photo: field.optionalImage('Photo (optional)'),
		art: field.illustration('Drawn illustration (when there is no photo)').optional(),
		page: field
			.sitePath('Has its own page on the site (optional)', {
				hint: 'Only for the events the site had before events were records (/voyager/detail).',
			})
			.optional(),
		example: field.boolean('Some details are examples (not real yet)').optional(),
		body: field.markdown('Description').optional(),
	})
	.superRefine((event, context) => {
		const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
		if (event.start && !event.timeZone) issue('timeZone', 'is missing: say which clock the start and end are on')
		if (event.start && !event.end) issue('end', 'is missing: an event with a start needs an end')
		if (event.end && !event.start) issue('start', 'is missing: an event with an end needs a start')
		if (event.start && event.end && event.end <= event.start) issue('end', 'is not after the start')
		if (event.start && event.tookPlace) issue('tookPlace', 'is only for events whose date is not recorded')
		if (!event.page && !event.body) issue('body', 'is missing: describe the event')
	})
