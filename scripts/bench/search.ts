/**
 * The search part of `npm run bench` (`npm run bench -- search` alone): for
 * each language,
 *  - the index's size on disk (Pagefind's files for that language, with the
 *    WebAssembly it loads; pagefind.js and the entry file are shared);
 *  - what a first query fetches: every byte over the network from the first
 *    keystroke in the search box of a freshly loaded /search page to the
 *    results on screen (our results code, the character table, Pagefind);
 *  - query time in Chromium: 50 queries through Pagefind's JS API, each to its
 *    first ten results' data, after that first query (p50, p95, max).
 * A benchmark: it prints figures and asserts nothing.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Page, type Response } from '@playwright/test'
import { localeConfig, localizePath, locales, type Locale } from '#app/i18n/locales.ts'
import { chromiumArgs, chromiumPath } from '#scripts/tools/chromium.ts'
import { loadSiteContent } from '#scripts/content/load-site-content.ts'
import { indexBytesPerLanguage, pagesPerLanguage, searchIndexDir } from '#scripts/build/search-index.ts'

/** Every page's words (the content files), by language. */
const contentOf = loadSiteContent('content').content
type PagesOf = { pages: Record<string, unknown> }
const QUERIES = 50
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(1)} ms`

export type SearchBenchOptions = { clientDir: string; baseUrl: string }

export async function benchSearch({ clientDir, baseUrl }: SearchBenchOptions): Promise<string[][]> {
	const indexDir = searchIndexDir(clientDir)
	const bytes = await indexBytesPerLanguage(indexDir)
	const pages = await pagesPerLanguage(indexDir)
	const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
	const rows: string[][] = []
	try {
		for (const locale of locales) {
			const language = localeConfig[locale].hrefLang.toLowerCase()
			const terms = queryTerms(contentOf[locale], locale)
			const context = await browser.newContext()
			const page = await context.newPage()
			const first = await firstQuery(page, baseUrl, locale, terms[0]!)
			const times = await queryTimes(page, terms.slice(1, QUERIES + 1))
			await context.close()
			rows.push([
				locale,
				String(pages[language] ?? 0),
				kb(bytes[language] ?? 0),
				`${kb(first.bytes)} in ${first.requests} requests`,
				ms(first.time),
				ms(percentile(times, 0.5)),
				ms(percentile(times, 0.95)),
				ms(Math.max(...times)),
			])
		}
	} finally {
		await browser.close()
	}
	rows.push(['shared', '', kb(bytes.shared ?? 0), '', '', '', '', ''])
	return rows
}

export const searchBenchHeader = [
	'Language',
	'Pages',
	'Index on disk',
	'First query fetched',
	'First query time',
	'Query p50',
	'Query p95',
	'Query max',
]

/** What a first search costs: bytes and requests from the first keystroke to the results, and the time it took. */
async function firstQuery(page: Page, baseUrl: string, locale: Locale, term: string) {
	await page.goto(baseUrl + localizePath('/search', locale), { waitUntil: 'networkidle' })
	const responses: Response[] = []
	page.on('response', (response) => responses.push(response))
	const box = page.getByRole('searchbox')
	const started = performance.now()
	await box.focus()
	await box.fill(term)
	await box.press('Enter')
	await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().waitFor()
	const time = performance.now() - started
	await page.waitForLoadState('networkidle')
	let bytes = 0
	for (const response of responses) {
		await response.finished()
		const sizes = await response.request().sizes()
		bytes += sizes.responseBodySize + sizes.responseHeadersSize
	}
	return { bytes, requests: responses.length, time }
}

/** Milliseconds per query, through Pagefind's JS API in the page, each until its first ten results' data. */
async function queryTimes(page: Page, terms: string[]): Promise<number[]> {
	return page.evaluate(
		async ({ queries, pagefindUrl }) => {
			const pagefind = await import(pagefindUrl)
			const times: number[] = []
			for (const term of queries) {
				const started = performance.now()
				const { results } = await pagefind.search(term)
				await Promise.all(results.slice(0, 10).map((result: { data(): Promise<unknown> }) => result.data()))
				times.push(performance.now() - started)
			}
			return times
		},
		{ queries: terms, pagefindUrl: '/pagefind/pagefind.js' },
	)
}

/**
 * Words a reader might type, from the titles of the language's pages: English
 * words of four letters or more, Chinese words of two characters or more
 * (Intl.Segmenter), each once, repeated if there are fewer than needed.
 */
function queryTerms(content: PagesOf, locale: Locale): string[] {
	const titles = Object.values(content.pages).map((page) => (page as { meta: { title: string } }).meta.title)
	const segmenter = new Intl.Segmenter(localeConfig[locale].hrefLang, { granularity: 'word' })
	const words = new Set<string>()
	for (const title of titles) {
		for (const { segment, isWordLike } of segmenter.segment(title)) {
			if (!isWordLike) continue
			const chinese = /\p{Script=Han}/u.test(segment)
			if (chinese ? [...segment].length >= 2 : /^[a-z]{4,}$/i.test(segment)) words.add(segment.toLowerCase())
		}
	}
	const list = [...words]
	return Array.from({ length: QUERIES + 1 }, (_, index) => list[index % list.length]!)
}

function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

/** Pagefind's version, from its package. */
export async function pagefindVersion(root: string): Promise<string> {
	return JSON.parse(await readFile(join(root, 'node_modules/pagefind/package.json'), 'utf8')).version
}
