import type { FieldSpec } from '#app/forms/fields.ts'

/** The contact form's questions: the topic (one of the page's topics), name, address and message, all required. */
export function contactFields(topics: readonly string[]): FieldSpec[] {
	return [
		{ name: 'topic', kind: 'choice', required: true, choices: topics },
		{ name: 'name', kind: 'short', required: true },
		{ name: 'email', kind: 'email', required: true },
		{ name: 'message', kind: 'long', required: true },
	]
}
