import { describe, expect, it } from 'vitest'
import { findTranslationGaps } from './translation-gaps.ts'

describe('findTranslationGaps', () => {
	it('names missing, empty and mismatched keys by path', () => {
		const english = { title: 'Hello', sections: [{ heading: 'A', paragraphs: ['x', 'y'] }], count: 3 }
		const chinese = { title: '', sections: [{ paragraphs: ['甲'] }], count: 3 }
		expect(findTranslationGaps(english, chinese)).toEqual([
			'title: empty',
			'sections[0].heading: missing',
			'sections[0].paragraphs: has 1 items, English has 2',
		])
	})
	it('finds nothing when the shapes match', () => {
		expect(findTranslationGaps({ a: ['x'], b: { c: 'y' } }, { a: ['甲'], b: { c: '乙' } })).toEqual([])
	})
})
