import { z } from 'zod'
import { drawing, oneArtwork, photoInstead } from '#app/content/schema/artwork.ts'
import { field } from '#app/content/schema/fields.ts'
import { cardSection } from './link-cards.ts'
import { pageBasics } from './page-basics.ts'

const sectionsHint =
	'Start each part with a heading and its anchor: ## Why it matters {#why-it-matters}. Text before the first heading is the lead.'

/** What every page of the Enlightener has: a label above the title, an illustration and headed prose. */
const enlightenerBasics = {
	...pageBasics,
	eyebrow: field.string('Initiative name shown above the title'),
	art: drawing('Picture in the page header'),
	photo: photoInstead('Picture in the page header'),
	body: field.markdown('Text', { hint: sectionsHint }),
}

/** /enlightener: what the Enlightener is, its three directions, and the event-review block. */
export const enlightenerLandingPage = z
	.strictObject({
		...pageBasics,
		art: drawing('Picture in the page header'),
		photo: photoInstead('Picture in the page header'),
		body: field.markdown('Text', { hint: sectionsHint }),
		areas: cardSection('Three directions'),
		review: field.object('Event review block', {
			heading: field.string('Heading'),
			text: field.text('Text'),
			art: field.illustration('Illustration', { i18n: 'duplicate' }),
			reviewLink: field.string('Link to the event review'),
			supportLink: field.string('Link to how to join and support'),
		}),
	})
	.refine(...oneArtwork('art', 'photo'))

/** The topic pages (intercultural communication, cultural heritage): prose, boxes (some "coming soon") and references. */
export const enlightenerTopicPage = z
	.strictObject({
		...enlightenerBasics,
		eventLink: field
			.object('Picture that leads to the Hello Chinese event', {
				heading: field.string('Heading'),
				text: field.text('Text'),
				caption: field.string('Caption (the link’s words)'),
			})
			.optional(),
		boxes: field.object('Boxes', {
			id: field.id('Anchor', { i18n: 'duplicate' }),
			heading: field.string('Heading'),
			intro: field.text('Lead sentence'),
			items: field.list(
				'Boxes',
				field.object('Box', {
					id: field.id('Anchor', { i18n: 'duplicate' }),
					title: field.string('Title'),
					text: field.text('Text'),
					comingSoon: field.boolean('Shows “Coming soon” when opened', { i18n: 'duplicate' }),
				}),
			),
		}),
		comingSoon: field.object('Coming soon', {
			trigger: field.string('Question on the button'),
			message: field.string('Message it reveals'),
		}),
		references: field.references('References (keys of content/references)').optional(),
	})
	.refine(...oneArtwork('art', 'photo'))

/** The long reads (inter-ethnic communication, the event review): prose, references, where to go next. */
export const enlightenerArticlePage = z
	.strictObject({
		...enlightenerBasics,
		references: field.references('References (keys of content/references)').optional(),
		nextSteps: field.object('Where to go next', {
			heading: field.string('Heading'),
			links: field.list(
				'Links',
				field.object('Link', { to: field.sitePath('Page', { i18n: 'duplicate' }), label: field.string('Words') }),
			),
		}),
	})
	.refine(...oneArtwork('art', 'photo'))

/** /enlightener/support: four ways to take part, each ending in an e-mail or a page of the site. */
export const enlightenerSupportPage = z
	.strictObject({
		...enlightenerBasics,
		emailLabel: field.string('Words before the e-mail address'),
		ways: field.list(
			'Ways to take part',
			field.object('Way', {
				id: field.id('Anchor', { i18n: 'duplicate' }),
				heading: field.string('Heading'),
				intro: field.text('Lead sentence'),
				items: field.list('What it involves', field.string('Item')),
				note: field.text('Note').optional(),
				action: field.object('Next step', {
					kind: field.select('Kind', ['email', 'page'], {
						i18n: 'duplicate',
						hint: 'email: a button that writes to the foundation; page: a link to a page of the site.',
					}),
					label: field.string('Button words'),
					subject: field.string('Subject line (e-mail)').optional(),
					to: field.sitePath('Page (page)', { i18n: 'duplicate' }).optional(),
				}),
			}),
		),
	})
	.refine(...oneArtwork('art', 'photo'))

/** The labelled details of the Hello Chinese event's record, in the order its page lists them. */
export const eventRecordFields = ['project', 'department', 'eventTime', 'organiser', 'participants', 'review'] as const
export type EventRecordField = (typeof eventRecordFields)[number]

/**
 * /enlightener/hellochineseevent: the event as a labelled record, as the
 * specification describes it. Its department, time, picture and description
 * come from its record in content/events (hello-chinese), shown on /events too.
 */
export const enlightenerEventPage = z.strictObject({
	...pageBasics,
	eyebrow: field.string('Initiative name shown above the title'),
	record: field.object('Event record', {
		heading: field.string('Heading'),
		labels: field.object(
			'Labels',
			Object.fromEntries(eventRecordFields.map((name) => [name, field.string(name)])) as Record<
				EventRecordField,
				ReturnType<typeof field.string>
			>,
		),
		project: field.string('Project'),
		organiser: field.string('Organiser', {
			hint: '{initiative} and {foundation} are filled in with the initiative’s and the foundation’s names.',
		}),
		participants: field.text('Other participants'),
		review: field.text('Review'),
		reviewLink: field.object('Link to the full review', {
			to: field.sitePath('Page', { i18n: 'duplicate' }),
			text: field.string('Link text'),
		}),
		toBeConfirmed: field.string('Shown while the time is not confirmed'),
		note: field.text('Note under the record'),
	}),
	exampleFields: field.selectMany('Details that are examples (marked “Example”)', eventRecordFields),
})
