import { describe, expect, it } from 'vitest'
import { checkFields, maxLength, type FieldSpec } from './fields.ts'

const specs: FieldSpec[] = [
	{ name: 'topic', kind: 'choice', required: true, choices: ['programmes', 'other'] },
	{ name: 'name', kind: 'short', required: true },
	{ name: 'email', kind: 'email', required: true },
	{ name: 'message', kind: 'long', required: true },
	{ name: 'adult', kind: 'yes-no', required: false },
]
const given = (fields: Record<string, string>) => new Map(Object.entries(fields))
const valid = {
	topic: 'other',
	name: ' 林美 ',
	email: ' Mei.Lin@Example.ORG ',
	message: '你好！\r\n第二行',
	adult: 'yes',
}

describe('checkFields', () => {
	it('keeps answers trimmed, the address normalised and line breaks as \\n', () => {
		expect(checkFields(specs, given(valid))).toEqual({
			ok: true,
			values: { topic: 'other', name: '林美', email: 'mei.lin@example.org', message: '你好！\n第二行', adult: 'yes' },
		})
	})

	it('names every problem at once, and gives back what was typed', () => {
		const result = checkFields(
			specs,
			given({ topic: 'nonsense', name: '', email: 'mei@', message: 'x'.repeat(maxLength.long + 1), adult: 'maybe' }),
		)
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(result.problems).toEqual({
			topic: 'not-a-choice',
			name: 'missing',
			email: 'invalid',
			message: 'too-long',
			adult: 'not-a-choice',
		})
		expect(result.values.email).toBe('mei@')
	})

	it('counts characters, not bytes or UTF-16 units: 3,000 Chinese characters (or emoji) fit', () => {
		const long = '好'.repeat(maxLength.long)
		expect(checkFields(specs, given({ ...valid, message: long })).ok).toBe(true)
		expect(checkFields(specs, given({ ...valid, message: '😀'.repeat(maxLength.long) })).ok).toBe(true)
	})

	it('refuses control characters in a line (a header injection), but allows line breaks in a long answer', () => {
		const result = checkFields(specs, given({ ...valid, name: 'Mei\r\nBcc: x@example.org' }))
		expect(!result.ok && result.problems.name).toBe('control-characters')
		expect(checkFields(specs, given({ ...valid, message: 'a\u0000b' })).ok).toBe(false)
		expect(checkFields(specs, given({ ...valid, message: 'a\n\tb' })).ok).toBe(true)
	})

	it('lets an optional question go unanswered or absent, never a required one', () => {
		const { adult: _adult, ...rest } = valid
		expect(checkFields(specs, given(rest)).ok).toBe(true)
		const { name: _name, ...noName } = valid
		const result = checkFields(specs, given(noName))
		expect(!result.ok && result.problems).toEqual({ name: 'missing' })
	})
})
