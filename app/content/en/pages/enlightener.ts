import type { EventRecordField } from '~/data/enlightener-events.ts'
import type { ImageRef } from '~/data/illustrations.ts'
import type { TextPageContent } from '../../types.ts'

/* Shapes of the Enlightener's pages. Every page keeps `sections` (headed prose), the default shape's core. */

/** A page of the Enlightener: a small label above the title and an illustration beside it. */
type EnlightenerPage = TextPageContent & { eyebrow: string; image: ImageRef }

export type EventRecordContent = EnlightenerPage & {
	record: {
		heading: string
		labels: Record<EventRecordField, string>
		project: string
		/** `{initiative}` and `{foundation}` are filled in from the layout words and site settings. */
		organiser: string
		participants: string
		review: string
		reviewLink: string
		toBeConfirmed: string
		note: string
	}
}

const eyebrow = 'The Enlightener'

const helloChinese: EventRecordContent = {
	meta: {
		title: 'Hello Chinese event',
		description:
			'The record of Hello Chinese, the Enlightener’s introductory cultural-exchange event: project, department, time, organiser, participants and review.',
	},
	eyebrow,
	title: 'Hello Chinese Event',
	summary:
		'The record of our introductory cultural-exchange event: what it was, who ran it, and where to read its review.',
	image: { id: 'enlightener-hello-chinese', alt: '' },
	sections: [
		{
			paragraphs: [
				'Hello Chinese is an introductory cultural-exchange event of the Enlightener: a first, friendly meeting with the Chinese language and the culture behind it, for people of every background.',
			],
		},
	],
	record: {
		heading: 'Event record',
		labels: {
			project: 'Project',
			department: 'Department',
			eventTime: 'Event time',
			organiser: 'Organiser',
			participants: 'Other participants',
			review: 'Review',
		},
		project: 'Hello Chinese',
		organiser: '{initiative}, {foundation}',
		participants: 'Volunteers of the foundation and local learners of Chinese',
		review:
			'The programme moved from everyday greetings and the tones of Mandarin to a first try at writing Chinese characters, the customs behind common phrases, and conversation practice in small mixed groups.',
		reviewLink: 'Read the full review',
		toBeConfirmed: 'To be confirmed',
		note: 'Some details of this record are still being confirmed. Details marked “Example” are placeholders.',
	},
}

export const enlightenerPages = {
	'/enlightener/hellochineseevent': helloChinese,
}
