import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { getInTouch } from './get-in-touch.ts'
import { initiativeArticle } from './initiative-article.ts'
import { cardSection } from './link-cards.ts'
import { pageBasics } from './page-basics.ts'

/** The Voyager's landing page (/voyager): whom it serves, its three settings, the Youth Cabinet and the upcoming seminar. */
export const voyagerLandingPage = z.strictObject({
	...pageBasics,
	about: field.object('Who we are for', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
	}),
	areas: cardSection('Where we work (the three settings)'),
	cabinet: field.object('The Youth Cabinet', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
		link: field.string('Link to the Youth Cabinet page'),
	}),
	upcoming: field.object('Upcoming event', {
		heading: field.string('Heading'),
		intro: field.text('Lead sentence'),
		card: field.object('The event', { title: field.string('Title'), text: field.text('Text') }),
		dateToBeAnnounced: field.string('Shown while the date is not set'),
	}),
})

/** The Youth Cabinet page (/voyager/cabinet): its purpose and activities, the four positions, who can apply and how. */
export const voyagerCabinetPage = initiativeArticle.safeExtend({
	positions: field.object('Positions', {
		heading: field.string('Heading'),
		intro: field.text('Lead sentence'),
		dutiesLabel: field.string('Label above each position’s duties'),
		items: field.list(
			'Positions',
			field.object('Position', {
				id: field.id('Anchor', { i18n: 'duplicate' }),
				title: field.string('Title'),
				summary: field.text('What it is'),
				duties: field.list('What the role involves', field.string('Duty')),
			}),
		),
	}),
	eligibility: field.markdown('Who can apply', { hint: 'Start with its heading: ## Who can apply {#who-can-apply}' }),
	apply: field.object('How to apply', {
		heading: field.string('Heading'),
		steps: field.list('Steps', field.text('Step')),
		formLink: field.string('Link to the application form (/get-involved/youth-cabinet)'),
	}),
})

/**
 * The seminar's page (/voyager/detail): the words around the event, whose
 * date, place and description are its record in content/events
 * (intergenerational-seminar), shown on /events too.
 */
export const voyagerSeminarPage = z.strictObject({
	...pageBasics,
	eyebrow: field.string('Label above the title'),
	facts: field.object('At a glance', {
		heading: field.string('Heading'),
		labels: field.object('Labels', {
			what: field.string('What'),
			who: field.string('Who it is for'),
			format: field.string('Format'),
			date: field.string('Date'),
			place: field.string('Place'),
			organiser: field.string('Organised by'),
		}),
		what: field.text('What it is'),
		who: field.text('Who it is for'),
		format: field.text('Format'),
		organiser: field.string('Organised by'),
		toBeAnnounced: field.string('Shown while the date or place is not set'),
	}),
	getInTouch,
})
