import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

/** A numbered band of the About page: "001 Company Introduction". The number is decorative. */
const numberedSection = (label: string) =>
	field.object(label, {
		number: field.string('Number shown above the heading', { i18n: 'duplicate' }),
		heading: field.string('Heading'),
		body: field.markdown('Text'),
	})

/** About Us (/aboutus): vision, who we are, whom we serve and the mission statement. */
export const aboutUsPage = z.strictObject({
	...pageBasics,
	vision: field.object('Vision', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
	}),
	company: field.object('001 Company introduction', {
		number: field.string('Number shown above the heading', { i18n: 'duplicate' }),
		heading: field.string('Heading'),
		body: field.markdown('Text before the list of initiatives'),
		initiatives: field.object('One line on each initiative (after its name)', {
			dreamer: field.text('The Dreamer'),
			perpetuator: field.text('The Perpetuator'),
			voyager: field.text('The Voyager'),
			enlightener: field.text('The Enlightener'),
		}),
		closing: field.markdown('Text after the list'),
	}),
	audience: numberedSection('002 Target audience'),
	mission: field.object('003 Mission statement', {
		number: field.string('Number shown above the heading', { i18n: 'duplicate' }),
		heading: field.string('Heading'),
		motto: field.string('Motto, shown large'),
		body: field.markdown('Text'),
		helpNote: field.markdown('Note on getting help now', { inline: true }),
	}),
	more: field.object('Links at the end', {
		heading: field.string('Heading'),
		team: field.string('Link to the team page'),
		contacts: field.string('Link to the contacts page'),
		offices: field.string('Link to the offices page'),
	}),
})
