import { z } from 'zod'
import { field, withCms } from '#app/content/schema/fields.ts'
import { initiativeIds } from './initiative-ids.ts'

/** Languages an event may be held in: BCP 47 tags (English, Mandarin, Cantonese). */
const spokenLanguages = ['en', 'cmn', 'yue'] as const

const questionKinds = ['line', 'paragraph', 'yes-no'] as const

/** What staff see for each kind of answer (the application forms' words). */
const questionKindLabels = {
	line: 'Short text (one line)',
	paragraph: 'Long text (a few paragraphs)',
	'yes-no': 'Yes or no',
} as const

/**
 * Registration on this site (docs/decisions/058): capacity, when it closes,
 * and the questions asked. Numbers, dates and question ids are the same in
 * both files (`duplicate`); the questions' words are translated.
 */
const registrationsField = field.object(
	'Registration on this site (optional)',
	{
		capacity: withCms(z.int('Places must be a whole number').positive('Places must be above 0'), {
			label: 'Places',
			widget: 'number',
			i18n: 'duplicate',
			hint: 'How many people can come. When they are taken, new registrants join a waiting list. Leave empty for no limit.',
		}).optional(),
		closes: field
			.localDateTime('Registration closes', {
				i18n: 'duplicate',
				hint: 'On the event’s clock (YYYY-MM-DDTHH:mm). Leave empty to keep it open until the event starts.',
			})
			.optional(),
		questions: field
			.list(
				'Questions',
				field.object('Question', {
					id: field.id('Question id', {
						i18n: 'duplicate',
						hint: 'Lower-case letters, digits and hyphens; the same in both languages. The export’s column name.',
					}),
					label: field.string('Question'),
					kind: field
						.select('Kind of answer', questionKinds, { i18n: 'duplicate', labels: questionKindLabels })
						.default('line'),
					required: field.boolean('Must be answered', { i18n: 'duplicate' }).optional(),
				}),
				{
					hint: 'Asked on the form besides the name and e-mail address. Keep to what you need: answers are personal data.',
				},
			)
			.default([]),
	},
	{
		hint: 'Readers register on the event’s page, confirm by e-mail, and get a reminder the day before. Needs a start date.',
	},
)

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
		registration: field.url('Registration page elsewhere (optional)').optional(),
		registrations: registrationsField.optional(),
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
		if (event.registrations && !event.start)
			issue('registrations', 'needs a start date: registration closes when the event starts')
		if (event.registrations && event.page)
			issue('registrations', 'works on /events pages only, not on an event with its own page')
		if (event.registrations?.closes && event.start && event.registrations.closes > event.start)
			issue('registrations', 'closes after the event starts')
	})
