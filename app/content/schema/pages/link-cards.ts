import { field } from '#app/content/schema/fields.ts'

/** A card that leads to another page: its words, where it leads and its illustration (decorative: the title names the page). */
const linkCard = field.object('Card', {
	title: field.string('Title'),
	text: field.text('Text'),
	to: field.sitePath('Leads to', { i18n: 'duplicate' }),
	art: field.illustration('Illustration', { i18n: 'duplicate' }),
})

/** A headed band of cards. */
export const cardSection = (label: string) =>
	field.object(label, {
		heading: field.string('Heading'),
		intro: field.text('Lead sentence'),
		cards: field.list('Cards', linkCard),
	})
