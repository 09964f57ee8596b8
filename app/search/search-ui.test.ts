import { describe, expect, it } from 'vitest'
import toSimplified from './tables/to-simplified.json'
import toTraditional from './tables/to-traditional.json'
import {
	charTable,
	convert,
	excerptNodes,
	fill,
	isStandIn,
	pagePath,
	plainWord,
	queryVariants,
	tidyExcerpt,
} from './search-ui.js'

/** search-ui.js as the browser loads it: its pure parts (the rest is covered by tests/e2e/search.spec.ts). */
const traditional = charTable(toTraditional)
const simplified = charTable(toSimplified)

describe('converting a query to the page’s script', () => {
	it('turns Simplified into the Hong Kong Traditional of our pages, and back', () => {
		expect(convert('奖学金', traditional)).toBe('獎學金')
		expect(convert('焦虑与抑郁', traditional)).toBe('焦慮與抑鬱')
		expect(convert('獎學金', simplified)).toBe('奖学金')
		expect(convert('焦慮與抑鬱', simplified)).toBe('焦虑与抑郁')
	})

	it('reads Hong Kong and Taiwan variants alike', () => {
		// 説 is the Hong Kong form, 說 the Taiwan one; 裏 and 裡 likewise.
		expect(convert('说', traditional)).toBe('説')
		expect(convert('說', traditional)).toBe('説')
		expect(convert('裡', traditional)).toBe('裏')
		expect(convert('說明', simplified)).toBe('说明')
		expect(convert('説明', simplified)).toBe('说明')
		expect(convert('這裡', simplified)).toBe('这里')
	})

	it('leaves everything else as typed', () => {
		expect(convert('PG-13-R anxiety 2021', traditional)).toBe('PG-13-R anxiety 2021')
		expect(convert('焦虑', undefined)).toBe('焦虑')
	})

	it('tries the converted query first, then the reader’s own when they differ', () => {
		expect(queryVariants('皇后', traditional)).toEqual(['皇後', '皇后'])
		expect(queryVariants('焦慮', traditional)).toEqual(['焦慮'])
		expect(queryVariants('grief', undefined)).toEqual(['grief'])
	})
})

/** A result page's text and where Pagefind matched (these words). */
function page(content: string, matched: string[]) {
	const words = content.split(/\s+/)
	return { content, locations: matched.map((word) => words.indexOf(word)) }
}

describe('isStandIn', () => {
	it('rejects a result Pagefind found through a shorter stand-in word', () => {
		// "zebra" has no indexed word starting with it; Pagefind falls back to the "Z." of a citation.
		expect(isStandIn('zebra', page('Zhao, Z., Zhang, M.', ['Z.,']))).toBe(true)
		expect(isStandIn('grief zebra', page('grief and Z. Song', ['grief', 'Z.']))).toBe(true)
	})

	it('accepts prefixes, stems, case and punctuation', () => {
		expect(isStandIn('anx', page('Anxiety and grief', ['Anxiety']))).toBe(false)
		expect(isStandIn('anxieties', page('and anxiety, grief', ['anxiety,']))).toBe(false)
		expect(isStandIn('PG-13-R', page('the PG-13-R questionnaire', ['PG-13-R']))).toBe(false)
	})

	it('needs every Chinese character of the query on the page', () => {
		expect(isStandIn('皇後', page('前後 左右', []))).toBe(true)
		expect(isStandIn('焦虑', page('老年移民的焦虑与抑郁', []))).toBe(false)
	})
})

describe('showing a result', () => {
	it('keeps only text and <mark> from an excerpt, decoding entities', () => {
		const nodes = excerptNodes('Kim &amp; Moon <mark>grief</mark> <img src=x onerror=alert(1)><b>bold</b>')
		expect(nodes.map((node) => node.nodeName)).toEqual(['#text', 'MARK', '#text', '#text', '#text'])
		expect(nodes.map((node) => node.textContent).join('')).toBe('Kim & Moon grief bold')
	})

	it('ends Chinese sentences with a Chinese full stop', () => {
		expect(tidyExcerpt('. 老年移民的<mark>焦虑</mark>. 已完成. 担忧', 'zh-Hans')).toBe(
			'老年移民的<mark>焦虑</mark>。已完成。担忧',
		)
		expect(tidyExcerpt('. 項目信息. PG-13-R. 問卷.', 'zh-Hant-HK')).toBe('項目信息。PG-13-R. 問卷。')
		expect(tidyExcerpt('Project. <mark>Anxiety</mark>. Finished', 'en')).toBe('Project. <mark>Anxiety</mark>. Finished')
	})

	it('writes addresses without a trailing slash, as the site does', () => {
		expect(pagePath('/zh-hans/aboutus/')).toBe('/zh-hans/aboutus')
		expect(pagePath('/')).toBe('/')
	})

	it('fills the page’s sentences', () => {
		expect(fill('{count} pages found for “{query}”.', { count: 3, query: 'grief' })).toBe('3 pages found for “grief”.')
		expect(plainWord('Café,')).toBe('cafe')
	})
})
