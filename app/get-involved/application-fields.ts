import type { ApplicationFormRecord } from '#app/content/schema/records/application-form.ts'
import type { FieldSpec } from '#app/forms/fields.ts'

/** An application form's fields: the reader's name and address, then the form's own questions (content/application-forms/). */
export function applicationFields(form: Pick<ApplicationFormRecord, 'questions'>): FieldSpec[] {
	return [
		{ name: 'name', kind: 'short', required: true },
		{ name: 'email', kind: 'email', required: true },
		...form.questions.map((question) => ({
			name: `q-${question.id}`,
			kind: question.kind,
			required: question.required,
			choices: question.choices?.map((choice) => choice.id),
		})),
	]
}
