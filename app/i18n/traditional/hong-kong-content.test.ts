// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { simplifiedContentFiles } from '#app/i18n/simplified/simplified-texts.ts'
import { findOtherForms } from './one-form.ts'
import { findMainlandUsage, toHongKongTraditional } from './to-hong-kong.ts'

/**
 * Every Simplified content text, converted as the build converts it: what the
 * Traditional pages say (the built pages are checked too, in
 * tests/e2e/chinese-text.spec.ts, which also sees text from data files).
 */
const converted = simplifiedContentFiles(process.cwd()).map(({ where, text }) => ({
	where,
	text: toHongKongTraditional(text),
}))

const around = (text: string, index: number) => text.slice(Math.max(0, index - 8), index + 8)

describe('the Traditional content, as converted', () => {
	it('reads the content it checks', () => {
		expect(converted.length).toBeGreaterThan(500)
	})

	it('says 計劃, never 項目, for a project or programme', () => {
		const found = converted.flatMap(({ where, text }) =>
			[...text.matchAll(/項目/g)].map((match) => `${where}: …${around(text, match.index)}…`),
		)
		expect(found).toEqual([])
	})

	it('writes each character one way (啓, 發佈, 週 after a number)', () => {
		const found = converted.flatMap(({ where, text }) =>
			findOtherForms(text).map(
				(form) => `${where}: 「${form.found}」 → 「${form.use}」 in …${around(text, form.index)}…`,
			),
		)
		expect(found).toEqual([])
	})

	it('leaves nothing the Hong Kong glossary would still change', () => {
		const found = converted.flatMap(({ where, text }) =>
			findMainlandUsage(text).map((match) => `${where}: 「${match.source}」 → 「${match.replacement}」`),
		)
		expect(found).toEqual([])
	})

	it.each([
		['開啟分頁；8周後；新發布', ['啓', '週', '發佈']],
		['啓迪者；每週；四周；發佈', []],
	])('finds the other form in %s', (text, uses) => {
		expect(findOtherForms(text).map((form) => form.use)).toEqual(uses)
	})
})
