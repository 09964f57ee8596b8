import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date.ts'

describe('formatDate', () => {
	it('writes a date the way each language does', () => {
		expect(formatDate('2022-08-26', 'en')).toBe('August 26, 2022')
		expect(formatDate('2022-08-26', 'zh-hans')).toBe('2022年8月26日')
		expect(formatDate('2022-08-26', 'zh-hant')).toBe('2022年8月26日')
	})

	it('refuses what is not a date', () => {
		expect(() => formatDate('26/08/2022', 'en')).toThrow(/calendar date/)
	})
})
