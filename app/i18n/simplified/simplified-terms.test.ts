// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { findHalfWidthPunctuation, findStraightQuotes } from '#app/i18n/chinese-punctuation.ts'
import { GlossaryError } from '#app/i18n/glossary/load-yaml.ts'
import { findInformalYou, mayAddressAsNi } from './form-of-address.ts'
import { createAvoidedTermFinder, loadSimplifiedTerms, parseSimplifiedTerms } from './simplified-terms.ts'
import { markdownTexts, simplifiedContentFiles, type PlacedText } from './simplified-texts.ts'

const terms = loadSimplifiedTerms()
const findAvoided = createAvoidedTermFinder(terms)

/** The Simplified content: the Markdown and YAML files under content/. */
const texts: PlacedText[] = simplifiedContentFiles(process.cwd())

describe('Simplified Chinese: one term per concept', () => {
	it('reads the content it checks', () => {
		expect(texts.length).toBeGreaterThan(500)
	})

	it('uses the preferred term everywhere (content/glossary/zh-hans-terms.yml)', () => {
		const found = texts.flatMap(({ where, text }) =>
			findAvoided(text).map(
				(match) =>
					`${where}: 「${match.source}」 → 「${match.preferred}」 in …${text.slice(Math.max(0, match.index - 8), match.index + 10)}…`,
			),
		)
		expect(found).toEqual([])
	})

	it('finds an avoided variant, and leaves a kept phrase alone', () => {
		const finder = createAvoidedTermFinder(
			parseSimplifiedTerms('terms:\n  - preferred: 心理虐待\n    avoid: [精神虐待]\n    keep: [精神虐待量表]\n'),
		)
		expect(finder('认识老年人精神虐待').map((match) => match.preferred)).toEqual(['心理虐待'])
		expect(finder('使用精神虐待量表')).toEqual([])
	})

	it.each([
		[
			'a variant inside its preferred term',
			'terms:\n  - preferred: 蓝色地带\n    avoid: [蓝色]\n',
			/line 3 .*part of the preferred term/,
		],
		[
			'a variant avoided twice',
			'terms:\n  - preferred: 甲乙\n    avoid: [丙]\n  - preferred: 丁\n    avoid: [丙]\n',
			/already avoided by term #1/,
		],
		['ASCII in a term', 'terms:\n  - preferred: 电子邮件\n    avoid: [email]\n', /holds "e"/],
		[
			'a kept phrase without a variant',
			'terms:\n  - preferred: 甲\n    avoid: [乙]\n    keep: [丙丁]\n',
			/keeping it does nothing/,
		],
		['a term without variants', 'terms:\n  - preferred: 甲\n    avoid: []\n', /avoid lists no variant/],
	])('refuses %s', (_, yaml, message) => {
		expect(() => parseSimplifiedTerms(yaml, 'test.yml')).toThrow(GlossaryError)
		expect(() => parseSimplifiedTerms(yaml, 'test.yml')).toThrow(message)
	})
})

describe('Simplified Chinese: full-width punctuation', () => {
	it('has no half-width , : ; ? ! or parentheses in Chinese text', () => {
		const found = texts.flatMap(({ where, text }) =>
			findHalfWidthPunctuation(text).map((problem) => `${where}: "${problem.mark}" in …${problem.context}…`),
		)
		expect(found).toEqual([])
	})

	it('has no straight quotation marks touching Chinese text', () => {
		const found = texts.flatMap(({ where, text }) =>
			findStraightQuotes(text).map((problem) => `${where}: ${problem.mark} in …${problem.context}…`),
		)
		expect(found).toEqual([])
	})

	it.each([
		['中文,中文', ','],
		['邮箱: hello@example.org', ':'],
		['好吗?', '?'],
		['太好了!', '!'],
		['第一;第二', ';'],
		['网站 (在新标签页中打开)', '('],
	])('finds the half-width mark in %s', (text, mark) => {
		expect(findHalfWidthPunctuation(text).map((problem) => problem.mark)).toContain(mark)
	})

	it.each([
		'中文，中文',
		'（Allport, 1954）',
		'Offer Love, All for Love',
		'上午 10:00',
		'（Durlak 等，2011）',
		'doi:10.1037/a0016019',
	])('accepts %s', (text) => {
		expect(findHalfWidthPunctuation(text)).toEqual([])
	})

	it('finds straight quotes around Chinese, not apostrophes in English', () => {
		expect(findStraightQuotes('叫做"蓝色地带"的地方')).toHaveLength(2)
		expect(findStraightQuotes("Children's Hospital 儿童医院")).toEqual([])
	})

	it('reads the front matter and body of a Markdown file', () => {
		expect(
			markdownTexts('---\ntitle: 关于我们\ntags: [甲, 乙]\n---\n正文', 'a.md').map((placed) => placed.text),
		).toEqual(['关于我们', '甲', '乙', '正文'])
	})
})

describe('Simplified Chinese: the reader is 您', () => {
	it('says 您 to adults, donors and partners; 你 only on The Voyager’s pages, for young people', () => {
		const found = texts
			.filter(({ where }) => !mayAddressAsNi(where))
			.flatMap(({ where, text }) => findInformalYou(text).map((you) => `${where}: …${you.context}…`))
		expect(found).toEqual([])
	})

	it('finds 你 and 你们, not 你好 in a name', () => {
		expect(findInformalYou('如果不确定哪一种适合你，让你们的成员')).toHaveLength(2)
		expect(findInformalYou('“你好，中国”文化交流')).toEqual([])
	})

	it.each([
		['content/pages/zh-hans/voyager-school.md', true],
		['content/pages/zh-hans/voyager.md', true],
		['/zh-hans/voyager/cabinet', true],
		['/zh-hans/voyager', true],
		['content/pages/zh-hans/enlightener-support.md', false],
		['/zh-hans/enlightener/support', false],
		['content/news/zh-hans/youth-cabinet.md', false],
	])('%s may say 你: %s', (where, may) => {
		expect(mayAddressAsNi(where)).toBe(may)
	})
})
