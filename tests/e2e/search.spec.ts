import type { Page } from '@playwright/test'
import type { Project } from '#app/content/schema/records/project.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { pageContent, siteContent, siteWords } from '#tests/support/site-content.ts'
import { axeViolations, expect, pagePaths, test } from './site.ts'

/**
 * Search (docs/decisions/025): Pagefind's index of each language, queried from
 * /search. Queries are the words of a page's own title, read from the content
 * files, so the tests follow the words when they change.
 */
const target = '/perpetuator/actuallifeneeds/prolongedgrief'
// The write-up's title is its project's (content/projects/<locale>/prolongedgrief.yml).
const titleIn = (locale: Locale) =>
	(siteContent()[locale].records.projects as Project[]).find((project) => project.id === 'prolongedgrief')!.title
const words = (locale: Locale) => pageContent('/search', locale)

const searchBox = (page: Page) => page.getByRole('searchbox')
/** The result links, in order: each result's title is a level-2 heading holding its link. */
const resultLinks = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')

async function search(page: Page, locale: Locale, query: string) {
	await page.goto(localizePath('/search', locale))
	await searchBox(page).fill(query)
	await searchBox(page).press('Enter')
}

const cases: [string, Locale, Locale][] = [
	['an English query', 'en', 'en'],
	['a Simplified query', 'zh-hans', 'zh-hans'],
	['a Traditional query', 'zh-hant', 'zh-hant'],
	['a Traditional query on the Simplified page', 'zh-hans', 'zh-hant'],
	['a Simplified query on the Traditional page', 'zh-hant', 'zh-hans'],
]
for (const [name, locale, typedIn] of cases) {
	test(`${name} finds the page it names, in the page’s language`, async ({ page, problems }) => {
		await search(page, locale, titleIn(typedIn))
		const first = resultLinks(page).first()
		await expect(first).toHaveAttribute('href', localizePath(target, locale))
		await expect(first).toHaveText(titleIn(locale))
		// The excerpt highlights the words found; the status (a polite live region) says how many pages.
		await expect(page.getByRole('main').locator('li mark').first()).toBeVisible()
		await expect(page.getByRole('status')).toContainText(String(await resultLinks(page).count()))
		expect(problems.cspViolations, 'CSP violations').toEqual([])
		expect(problems.consoleErrors, 'console errors').toEqual([])
		expect(problems.failedRequests, 'failed requests').toEqual([])
	})
}

/** Whether a request fetched search code: Pagefind, the search UI or a character table. */
const searchCode = (path: string) => path.startsWith('/pagefind/') || /\/assets\/(search-ui|to-traditional)-/.test(path)

test('an unknown word finds nothing, and says so', async ({ page }) => {
	for (const [locale, query] of [
		['en', 'qzxvkj'],
		['zh-hans', '魑魅魍魉'],
	] as const) {
		await search(page, locale, query)
		await expect(page.getByRole('status')).toHaveText(words(locale).results.none.replace('{query}', query))
		await expect(resultLinks(page)).toHaveCount(0)
		// The same words can be searched in the other languages.
		await expect(page.getByRole('link', { name: '繁體中文' }).last()).toHaveAttribute(
			'href',
			`/zh-hant/search?q=${encodeURIComponent(query)}`,
		)
	}
})

test('search works by keyboard alone', async ({ page }) => {
	await page.goto('/zh-hans/search')
	// Tab from the top of the page to the search box.
	for (let tab = 0; tab < 30 && !(await searchBox(page).evaluate((box) => box === document.activeElement)); tab++) {
		await page.keyboard.press('Tab')
	}
	await expect(searchBox(page)).toBeFocused()
	await page.keyboard.type('哀伤')
	await expect(resultLinks(page).nth(1)).toBeVisible()
	// Arrow keys move from the box through the results and back; Tab reaches them too.
	await page.keyboard.press('ArrowDown')
	await expect(resultLinks(page).first()).toBeFocused()
	await page.keyboard.press('ArrowDown')
	await expect(resultLinks(page).nth(1)).toBeFocused()
	await page.keyboard.press('ArrowUp')
	await page.keyboard.press('ArrowUp')
	await expect(searchBox(page)).toBeFocused()
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(resultLinks(page).first()).toBeFocused()
	const href = await resultLinks(page).first().getAttribute('href')
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(new RegExp(`${href}$`))
})

test('the query stays in the address; many results come ten at a time', async ({ page }) => {
	await page.goto('/search?q=support')
	await expect(searchBox(page)).toHaveValue('support')
	await expect(resultLinks(page)).toHaveCount(10)
	const more = page.getByRole('button', { name: words('en').results.more })
	await more.click()
	await expect.poll(() => resultLinks(page).count()).toBeGreaterThan(10)
	await expect(resultLinks(page).nth(10)).toBeFocused()
	await searchBox(page).fill('')
	await expect(resultLinks(page)).toHaveCount(0)
	await expect(page).toHaveURL(/\/search$/)
})

test('search code loads only when the reader starts to search', async ({ page }) => {
	const loaded: string[] = []
	page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
	await page.goto('/zh-hant/search')
	await page.waitForLoadState('networkidle')
	expect(loaded.filter(searchCode)).toEqual([])
	// The page's own script is tiny, and it is not the framework's.
	const scripts = await page
		.locator('script[src]')
		.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')))
	expect(scripts.sort()).toEqual([
		expect.stringMatching(/^\/assets\/enhance-/),
		expect.stringMatching(/^\/assets\/search-/),
	])
	await searchBox(page).focus()
	await expect.poll(() => loaded.filter(searchCode).length).toBeGreaterThanOrEqual(3)
	expect(loaded).toContain('/pagefind/pagefind.js')
})

test('if search cannot load, the page says so and lists every page', async ({ page }) => {
	await page.route('**/pagefind/pagefind.js', (route) => route.fulfill({ status: 503, body: '' }))
	await search(page, 'en', 'grief')
	await expect(page.getByRole('status')).toHaveText(words('en').unavailable)
	const list = page.getByRole('region', { name: words('en').withoutScript.heading })
	await expect(list.getByRole('link')).toHaveCount(pagePaths.length - 1)
})

test('the search page with results passes axe', async ({ page }) => {
	await page.goto(`/zh-hans/search?q=${encodeURIComponent(titleIn('zh-hans'))}`)
	await expect(resultLinks(page).first()).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})

test('the header leads to search in the page’s language, at every width', async ({ page }) => {
	for (const width of [320, 1440]) {
		await page.setViewportSize({ width, height: 800 })
		await page.goto('/zh-hant/aboutus')
		const link = page.getByRole('banner').getByRole('link', { name: siteWords('zh-hant').header.search })
		await expect(link).toBeVisible()
		await link.click()
		await expect(page).toHaveURL(/\/zh-hant\/search$/)
		await expect(searchBox(page)).toBeVisible()
	}
})

test('the search pages alone may run WebAssembly', async ({ request }) => {
	for (const path of ['/search', '/zh-hans/search', '/zh-hant/search']) {
		expect((await request.get(path)).headers()['content-security-policy'], path).toContain("'wasm-unsafe-eval'")
	}
	for (const path of ['/', '/aboutus', '/zh-hant/help', '/no-such-page', '/pagefind/pagefind.js']) {
		expect((await request.get(path)).headers()['content-security-policy'], path).not.toContain('wasm')
	}
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the search page says search needs JavaScript and lists every page', async ({ page }) => {
		for (const locale of ['en', 'zh-hant'] as const) {
			await page.goto(localizePath('/search', locale))
			// A <noscript> note (Playwright's text search skips <noscript>, so it is found by tag).
			const note = page.getByRole('main').locator('noscript > p')
			await expect(note).toBeVisible()
			await expect(note).toHaveText(words(locale).withoutScript.note)
			const list = page.getByRole('region', { name: words(locale).withoutScript.heading })
			for (const path of pagePaths.filter((candidate) => candidate !== '/search')) {
				await expect(list.locator(`a[href="${localizePath(path, locale)}"]`), path).toHaveCount(1)
			}
			// The form still works as a form: it reloads the page with the query.
			await searchBox(page).fill('grief')
			await searchBox(page).press('Enter')
			await expect(page).toHaveURL(new RegExp(`${localizePath('/search', locale)}\\?q=grief$`))
		}
	})
})
