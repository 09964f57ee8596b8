import { describe, expect, it } from 'vitest'
import { continuingWords } from './continuing-words.ts'

describe('continuingWords', () => {
	it('puts a space before English words', () => {
		expect(continuingWords('about The Dreamer')).toBe(' about The Dreamer')
		expect(continuingWords('(our team)')).toBe(' (our team)')
	})

	it('puts none before Chinese text or punctuation, nor before a comma', () => {
		expect(continuingWords('：追梦者')).toBe('：追梦者')
		expect(continuingWords('关于我們的團隊')).toBe('关于我們的團隊')
		expect(continuingWords(', about our team')).toBe(', about our team')
		expect(continuingWords('')).toBe('')
	})
})
