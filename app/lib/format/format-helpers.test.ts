import { describe, expect, it } from 'vitest'
import { fillText } from './fill-template.ts'
import { formatDate } from './format-date.ts'

describe('fillText', () => {
	it('fills every placeholder, in the order the sentence puts them', () => {
		expect(fillText('{n} of {total}', { n: 2, total: 3 })).toBe('2 of 3')
		expect(fillText('第 {n} 项，共 {total} 项', { total: 3, n: 1 })).toBe('第 1 项，共 3 项')
	})

	it('leaves unknown placeholders visible', () => {
		expect(fillText('Show {title}', {})).toBe('Show {title}')
	})
})

describe('formatDate', () => {
	it('writes the date as each language does', () => {
		expect(formatDate('2023-08-22', 'en')).toBe('August 22, 2023')
		expect(formatDate('2023-08-22', 'zh-hans')).toBe('2023年8月22日')
		expect(formatDate('2023-08-22', 'zh-hant')).toBe('2023年8月22日')
	})
})
