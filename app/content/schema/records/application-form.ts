import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from '#app/content/schema/pages/page-basics.ts'

const kindLabels = {
	short: 'Short text (one line)',
	long: 'Long text (a few paragraphs)',
	choice: 'Choice (one of a list)',
	'yes-no': 'Yes or no',
} as const

/**
 * A question of an application form. The reader's name and e-mail address
 * are asked by every form (they are not questions here); the rest are these,
 * in order.
 */
const question = field.object('Question', {
	id: field.id('Identifier (the same in every language; the CSV column)', { i18n: 'duplicate' }),
	label: field.string('Question'),
	kind: field.select('Kind of answer', ['short', 'long', 'choice', 'yes-no'], {
		i18n: 'duplicate',
		labels: kindLabels,
	}),
	required: field.boolean('Must be answered', { i18n: 'duplicate' }),
	choices: field
		.list(
			'Choices (for “Choice” only)',
			field.object('Choice', {
				id: field.id('Identifier (the same in every language)', { i18n: 'duplicate' }),
				label: field.string('What the reader sees'),
			}),
		)
		.optional(),
})

/**
 * An application form (content/application-forms/<locale>/<id>.yml): its page
 * at /get-involved/<id> (volunteer, youth-cabinet), its questions, and what
 * the reader sees once it is sent. Staff edit it in the CMS under
 * "Application forms".
 */
export const applicationForm = z
	.strictObject({
		...pageBasics,
		intro: field.markdown('Text above the form'),
		questions: field.list('Questions, in order', question, {
			hint: 'Name and e-mail address are always asked first. A “Choice” question needs its choices.',
		}),
		sentHeading: field.string('Heading after the application was sent'),
		sentText: field.text('Text after the application was sent'),
		order: field.number('Position among the forms', { hint: 'Smaller numbers come first.' }),
	})
	.refine(
		(form) => form.questions.every((item) => item.kind !== 'choice' || (item.choices?.length ?? 0) > 0),
		'A “Choice” question needs at least one choice',
	)
	.refine(
		(form) => new Set(form.questions.map((item) => item.id)).size === form.questions.length,
		'Two questions have the same identifier',
	)

export type ApplicationFormRecord = z.output<typeof applicationForm> & { id: string }
