import { describe, expect, it } from 'vitest'
import { cmsOf } from './fields.ts'
import { phrase } from './phrase.ts'

const position = phrase('Position', ['n', 'total'])
const found = phrase('One page found', ['query'], { optional: ['count'] })
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
	result.error?.issues.map((issue) => issue.message) ?? []

describe('phrase', () => {
	it('takes a line with each of its placeholders, and the optional ones', () => {
		expect(position.parse(' {n} of {total} ')).toBe('{n} of {total}')
		expect(position.parse('第 {n} 项，共 {total} 项')).toBe('第 {n} 项，共 {total} 项')
		expect(found.parse('{count} page found for “{query}”.')).toBe('{count} page found for “{query}”.')
	})

	it('refuses a line without a placeholder, or with one the page cannot fill', () => {
		expect(messages(position.safeParse('{n} of all'))).toEqual(['must contain {total}, where the page fills it in'])
		expect(messages(position.safeParse('{n} of {totl}'))).toEqual([
			'has {totl}, which the page cannot fill: write {n} and {total}',
			'must contain {total}, where the page fills it in',
		])
		expect(messages(position.safeParse('  '))).toEqual([
			'Position is empty',
			'must contain {n}, where the page fills it in',
			'must contain {total}, where the page fills it in',
		])
	})

	it('tells staff which placeholders to keep', () => {
		expect(cmsOf(position)).toMatchObject({ widget: 'string', i18n: 'translate', hint: 'Keep {n} and {total}.' })
		expect(cmsOf(phrase('Name', ['title'], { hint: '{title} is the slide’s title.' }))?.hint).toBe(
			'Keep {title}. {title} is the slide’s title.',
		)
		// Only optional ones (an e-mail's sentence), in a text area.
		expect(cmsOf(phrase('Subject', [], { optional: ['siteName', 'days'], long: true }))).toMatchObject({
			widget: 'text',
			hint: 'May hold {siteName} and {days}.',
		})
	})
})
