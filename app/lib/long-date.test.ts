import { describe, expect, it } from 'vitest'
import { longDate } from './long-date.ts'

describe('longDate', () => {
	it('writes a date the way each language does', () => {
		expect(longDate('2022-08-26', 'en')).toBe('August 26, 2022')
		expect(longDate('2022-08-26', 'zh-hans')).toBe('2022年8月26日')
		expect(longDate('2022-08-26', 'zh-hant')).toBe('2022年8月26日')
	})

	it('refuses what is not a date', () => {
		expect(() => longDate('26/08/2022', 'en')).toThrow(/calendar date/)
	})
})
