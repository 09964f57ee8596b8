import { z } from 'zod'
import { field, withCms } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

const group = (label: string) =>
	field.object(label, {
		heading: field.string('Heading'),
		intro: field.text('Introduction'),
	})

/** Members (/members): the page's own words. The people are records (content/members). */
export const membersPage = z.strictObject({
	...pageBasics,
	exampleNote: field.object('Note shown while any name is an example', {
		heading: field.string('Heading'),
		text: field.text('Text'),
	}),
	board: group('Board members'),
	volunteers: group('Volunteers and interns'),
	focusLabel: withCms(
		z.string().trim().includes('{area}', { message: 'must contain {area}, where the focus area goes' }),
		{
			label: 'How a volunteer’s focus area is introduced',
			widget: 'string',
			i18n: 'translate',
			hint: 'Write {area} where the focus area goes, e.g. “Focus area: {area}”.',
		},
	),
	join: field.object('Join us', {
		heading: field.string('Heading'),
		text: field.markdown('Text', { inline: true }),
	}),
})
