import { describe, expect, it } from 'vitest'
import { initials } from './initials.ts'

describe('initials', () => {
	it('takes the first letters of the first and last words of a name', () => {
		expect(initials('Zhang San')).toBe('ZS')
		expect(initials('  mary ann  lee ')).toBe('ML')
		expect(initials('Madonna')).toBe('M')
	})

	it('takes the family name of a Chinese name', () => {
		expect(initials('张三')).toBe('张')
		expect(initials('歐陽娜娜')).toBe('歐')
	})

	it('is empty for an empty name', () => {
		expect(initials(' ')).toBe('')
	})
})
