import { locales } from '#app/i18n/locales.ts'
import { pageCount } from '#app/news/listing.ts'
import { siteContent } from '#tests/support/site-content.ts'
import { allPages, expect, test } from './site.ts'

/** What search engines and link previews read, checked over every page. */
test.describe('search and link previews', () => {
	test('titles are distinct within each language, and every page describes itself', async ({ request }) => {
		test.setTimeout(120_000)
		const titles = new Map<string, string>()
		const duplicates: string[] = []
		for (const [locale, , url] of allPages) {
			const html = await (await request.get(url)).text()
			const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
			expect(title, url).not.toBe('')
			const key = `${locale} ${title}`
			if (titles.has(key)) duplicates.push(`${url} repeats the title of ${titles.get(key)}: ${title}`)
			titles.set(key, url)
			for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
				expect(html, `${url} ${property}`).toMatch(new RegExp(`property="${property}" content="[^"]+"`))
			}
			expect(html, `${url} twitter:card`).toContain('name="twitter:card" content="summary_large_image"')
		}
		expect(duplicates).toEqual([])
	})

	test('JSON-LD parses and says what each kind of page is', async ({ page }) => {
		async function types(url: string) {
			await page.goto(url)
			const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
			return blocks.map((block) => JSON.parse(block) as { '@type': string; [key: string]: unknown })
		}
		const home = await types('/zh-hant')
		expect(home.map((data) => data['@type'])).toContain('NGO')
		const ngo = home.find((data) => data['@type'] === 'NGO')!
		expect(ngo['alternateName']).toHaveLength(2)
		expect(ngo['areaServed']).toHaveLength(5)
		expect(ngo['email']).toMatch(/@/)

		const inner = await types('/perpetuator/actuallifeneeds')
		const trail = inner.find((data) => data['@type'] === 'BreadcrumbList')!
		expect((trail['itemListElement'] as unknown[]).length).toBe(3)

		const writeUp = await types('/zh-hans/perpetuator/actuallifeneeds/prolongedgrief')
		const article = writeUp.find((data) => data['@type'] === 'ScholarlyArticle')!
		expect(article['headline']).toBeTruthy()
		expect((article['citation'] as unknown[]).length).toBeGreaterThan(0)
		expect(writeUp.map((data) => data['@type'])).toContain('BreadcrumbList')

		for (const url of ['/voyager/detail', '/zh-hant/enlightener/hellochineseevent']) {
			const event = (await types(url)).find((data) => data['@type'] === 'Event')
			expect(event?.['name'], url).toBeTruthy()
			expect(event?.['organizer'], url).toBeTruthy()
		}
	})

	test('the sitemap lists every page once, with reciprocal hreflang alternates', async ({ request }) => {
		const xml = await (await request.get('/sitemap.xml')).text()
		const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
			loc: match[1]!.match(/<loc>([^<]+)<\/loc>/)![1]!,
			alternates: Object.fromEntries(
				[...match[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
			),
		}))
		// Every page, and the pages records have: news posts, the news list's later pages, events, application forms.
		const { news, events, applicationForms } = siteContent().en.records as {
			news: unknown[]
			events: { page?: string }[]
			applicationForms: unknown[]
		}
		const recordPages =
			news.length + pageCount(news.length) - 1 + events.filter((event) => !event.page).length + applicationForms.length
		expect(entries).toHaveLength(allPages.length + locales.length * recordPages)
		const byLoc = new Map(entries.map((entry) => [entry.loc, entry]))
		expect(byLoc.size).toBe(entries.length)
		for (const entry of entries) {
			expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'x-default', 'zh-Hans', 'zh-Hant-HK'])
			expect(Object.values(entry.alternates)).toContain(entry.loc)
			for (const [hrefLang, href] of Object.entries(entry.alternates)) {
				if (hrefLang === 'x-default') continue
				// Reciprocal: the alternate lists the same set, itself included.
				expect(byLoc.get(href)?.alternates, `${entry.loc} → ${href}`).toEqual(entry.alternates)
			}
		}
		const robots = await (await request.get('/robots.txt')).text()
		expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
	})
})
