import { checkEmailAddress, type AddressProblem } from '#app/newsletter/sign-up/email-address.ts'

/**
 * The kinds of question a reader's form asks (the contact form, the
 * application forms of content/application-forms/), and how each answer is
 * checked on the server: the browser's own checks are off, so the problem is
 * named in the page's language beside its field.
 */
export type FieldKind = 'short' | 'long' | 'choice' | 'yes-no' | 'email'

export type FieldSpec = {
	/** The form field's name (letters, digits, hyphens). */
	name: string
	kind: FieldKind
	required: boolean
	/** choice: the values allowed. */
	choices?: readonly string[]
}

export type FieldProblem = 'missing' | 'too-long' | 'not-a-choice' | 'control-characters' | AddressProblem

/** At most this many characters per answer: a line, or a few paragraphs. */
export const maxLength = { short: 200, long: 3000 } as const

const yesNo = ['yes', 'no'] as const

// C0 and C1 controls and DEL, and the invisible marks that can hide text; a long answer may hold line breaks and tabs.
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const lineControls = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u
const textControls =
	// oxlint-disable-next-line no-control-regex -- finding control characters is the point
	/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u

export type FieldCheck =
	| { ok: true; values: Record<string, string> }
	| { ok: false; problems: Record<string, FieldProblem>; values: Record<string, string> }

/** Checks every answer against its question; `values` are the answers as kept (trimmed, the address normalised). */
export function checkFields(specs: readonly FieldSpec[], given: ReadonlyMap<string, string>): FieldCheck {
	const values: Record<string, string> = {}
	const problems: Record<string, FieldProblem> = {}
	for (const spec of specs) {
		const raw = given.get(spec.name) ?? ''
		const checked = checkField(spec, raw)
		values[spec.name] = 'value' in checked ? checked.value : raw.slice(0, maxLength.long)
		if ('problem' in checked) problems[spec.name] = checked.problem
	}
	return Object.keys(problems).length === 0 ? { ok: true, values } : { ok: false, problems, values }
}

function checkField(spec: FieldSpec, raw: string): { value: string } | { problem: FieldProblem } {
	const long = spec.kind === 'long'
	const value = (long ? raw.replaceAll('\r\n', '\n') : raw).trim()
	if (value === '') return spec.required ? { problem: 'missing' } : { value }
	switch (spec.kind) {
		case 'email': {
			const address = checkEmailAddress(raw)
			return address.ok ? { value: address.address } : { problem: address.problem }
		}
		case 'choice':
			return spec.choices?.includes(value) ? { value } : { problem: 'not-a-choice' }
		case 'yes-no':
			return (yesNo as readonly string[]).includes(value) ? { value } : { problem: 'not-a-choice' }
		default:
			if ((long ? textControls : lineControls).test(value)) return { problem: 'control-characters' }
			return [...value].length > maxLength[spec.kind] ? { problem: 'too-long' } : { value }
	}
}
