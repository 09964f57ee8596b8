import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
	findHalfWidthPunctuation,
	findStraightQuotes,
	findWesternQuotesInTraditional,
	type PunctuationProblem,
} from '#app/i18n/chinese-punctuation.ts'
import { findInformalYou, mayAddressAsNi } from '#app/i18n/simplified/form-of-address.ts'
import { createAvoidedTermFinder, loadSimplifiedTerms } from '#app/i18n/simplified/simplified-terms.ts'
import { findOtherForms } from '#app/i18n/traditional/one-form.ts'
import { findMainlandUsage } from '#app/i18n/traditional/to-hong-kong.ts'
import { builtPages, pageText, type PageText } from '#scripts/tools/page-text.ts'
import { expect, test } from './site.ts'

/**
 * The Chinese text of the BUILT pages (after `react-router build`), read from
 * the files: everything a reader sees, whichever code or data file it came
 * from. Traditional pages read as Hong Kong usage (content/glossary/zh-hant-hk.yml
 * finds nothing left to change) with 「」 quotation marks; Simplified pages use
 * one term per concept (content/glossary/zh-hans-terms.yml); both use
 * full-width punctuation in Chinese text.
 */
const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client')

function textsOf(prefix: string): { page: string; texts: PageText[] }[] {
	return builtPages(clientDir, prefix).map((page) => ({
		page: `/${page.replace(/\/?index\.html$/, '')}`,
		texts: pageText(readFileSync(join(clientDir, page), 'utf8')),
	}))
}

const pages = { 'zh-hant': textsOf('zh-hant'), 'zh-hans': textsOf('zh-hans') }

function report(prefix: keyof typeof pages, find: (text: string) => { index: number; describe: string }[]): string[] {
	return pages[prefix].flatMap(({ page, texts }) =>
		texts.flatMap(({ where, text }) =>
			find(text).map(
				({ index, describe }) =>
					`${page} ${where}: ${describe} in …${text.slice(Math.max(0, index - 10), index + 12)}…`,
			),
		),
	)
}

const punctuation = (problems: PunctuationProblem[]) =>
	problems.map((problem) => ({ index: problem.index, describe: `"${problem.mark}"` }))

test.describe('Chinese text of the built pages', () => {
	test('every page of both scripts was built', () => {
		expect(pages['zh-hant'].length).toBeGreaterThan(30)
		expect(pages['zh-hans'].length).toBe(pages['zh-hant'].length)
	})

	test('Traditional pages hold no mainland term the Hong Kong glossary would change', () => {
		const found = report('zh-hant', (text) =>
			findMainlandUsage(text).map((match) => ({
				index: match.index,
				describe: `「${match.source}」 (Hong Kong: 「${match.replacement}」)`,
			})),
		)
		expect(found).toEqual([])
	})

	test('Traditional pages use 「」 and 『』, never Western quotation marks, in Chinese text', () => {
		const found = report('zh-hant', (text) =>
			punctuation([...findWesternQuotesInTraditional(text), ...findStraightQuotes(text)]),
		)
		expect(found).toEqual([])
	})

	test('Simplified pages use the preferred term for each concept', () => {
		const findAvoided = createAvoidedTermFinder(loadSimplifiedTerms())
		const found = report('zh-hans', (text) =>
			findAvoided(text).map((match) => ({
				index: match.index,
				describe: `「${match.source}」 (use 「${match.preferred}」)`,
			})),
		)
		expect(found).toEqual([])
	})

	test('Simplified pages use no straight quotation marks in Chinese text', () => {
		expect(report('zh-hans', (text) => punctuation(findStraightQuotes(text)))).toEqual([])
	})

	test('Traditional pages write each character one way (啓, 發佈, 週 after a number)', () => {
		const found = report('zh-hant', (text) =>
			findOtherForms(text).map((form) => ({ index: form.index, describe: `「${form.found}」 (use 「${form.use}」)` })),
		)
		expect(found).toEqual([])
	})

	for (const prefix of ['zh-hans', 'zh-hant'] as const) {
		test(`${prefix} pages say 您 to the reader; 你 only on The Voyager’s pages, for young people`, () => {
			const found = report(prefix, (text) =>
				findInformalYou(text).map((you) => ({ index: you.index, describe: '「你」 (use 「您」)' })),
			).filter((line) => !mayAddressAsNi(line.split(' ')[0]!))
			expect(found).toEqual([])
		})

		test(`${prefix} pages use full-width , : ; ? ! and parentheses in Chinese text`, () => {
			expect(report(prefix, (text) => punctuation(findHalfWidthPunctuation(text)))).toEqual([])
		})
	}
})
