import { XMLParser } from 'fast-xml-parser'
import ICAL from 'ical.js'
import type { PageFileContent } from '#app/content/collections.ts'
import { formatDate } from '#app/lib/format/format-date.ts'
import { localeConfig, locales, localizePath, type Locale } from '#app/i18n/locales.ts'
import { newestFirst } from '#app/news/listing.ts'
import { pageContent, siteContent, siteWords } from '#tests/support/site-content.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * /news, its posts and /events on the site's own content, in three languages
 * (tests/e2e/news-events-at-scale.spec.ts builds a site with many more).
 */
type Post = { id: string; title: string; date: string; example?: boolean; link?: { to: string; text: string } }
type Event = { id: string; title: string; page?: string; start?: string; tookPlace?: boolean }

const records = (locale: Locale) => siteContent()[locale].records as { news: Post[]; events: Event[] }
const newsWords = (locale: Locale) => pageContent('/news', locale) as PageFileContent<'/news'>
const eventWords = (locale: Locale) => pageContent('/events', locale) as PageFileContent<'/events'>
const exampleBadge = (locale: Locale) => siteWords(locale).common.exampleBadge

for (const locale of locales) {
	const at = (path: string) => localizePath(path, locale)
	const posts = newestFirst(records(locale).news)

	test(`/news lists every post newest first, its date written the reader’s way (${locale})`, async ({
		page,
		problems,
	}) => {
		await page.goto(at('/news'))
		await expect(page.locator('html')).toHaveAttribute('lang', localeConfig[locale].hrefLang)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsWords(locale).title)
		const items = page
			.getByRole('main')
			.getByRole('listitem')
			.filter({ has: page.getByRole('article') })
		await expect(items).toHaveCount(posts.length)
		for (const [index, post] of posts.entries()) {
			const item = items.nth(index)
			await expect(item.getByRole('heading', { level: 2 })).toHaveText(post.title)
			await expect(item.getByRole('link', { name: post.title })).toHaveAttribute('href', at(`/news/${post.id}`))
			await expect(item.locator(`time[datetime="${post.date}"]`)).toHaveText(formatDate(post.date, locale))
			if (post.example) await expect(item.getByText(exampleBadge(locale), { exact: true })).toBeVisible()
		}
		// Fewer than eleven posts: one page, no page bar.
		await expect(page.getByRole('navigation', { name: newsWords(locale).pagination.label })).toHaveCount(0)
		await page.waitForLoadState('networkidle')
		expect(await axeViolations(page)).toEqual([])
		expect(problems.failedRequests).toEqual([])
	})

	test(`every post’s page has its date, initiatives, onward link, neighbours and NewsArticle (${locale})`, async ({
		page,
		problems,
	}) => {
		const words = newsWords(locale).post
		for (const [index, post] of posts.entries()) {
			const response = await page.goto(at(`/news/${post.id}`))
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
			await expect(page.getByRole('main').locator(`time[datetime="${post.date}"]`)).toHaveText(
				formatDate(post.date, locale),
			)
			if (post.link)
				await expect(page.getByRole('link', { name: post.link.text })).toHaveAttribute('href', at(post.link.to))
			const more = page.getByRole('navigation', { name: words.more })
			const newer = posts[index - 1]
			const older = posts[index + 1]
			if (newer) await expect(more.locator('a[rel="prev"]')).toHaveAttribute('href', at(`/news/${newer.id}`))
			else await expect(more.locator('a[rel="prev"]')).toHaveCount(0)
			if (older) await expect(more.locator('a[rel="next"]')).toHaveAttribute('href', at(`/news/${older.id}`))
			else await expect(more.locator('a[rel="next"]')).toHaveCount(0)
			await expect(more.getByRole('link', { name: words.allNews })).toHaveAttribute('href', at('/news'))
			const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
				(text) => JSON.parse(text) as Record<string, unknown>,
			)
			const article = jsonLd.find((data) => data['@type'] === 'NewsArticle')
			expect(article?.['headline']).toBe(post.title)
			expect(article?.['inLanguage']).toBe(localeConfig[locale].hrefLang)
			// An example date is not told to search engines.
			expect('datePublished' in (article ?? {})).toBe(!post.example)
			await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//)
		}
		await page.waitForLoadState('networkidle')
		expect(await axeViolations(page)).toEqual([])
		expect(problems.failedRequests).toEqual([])
	})

	test(`the home page’s Latest News shows the newest posts with their dates, and leads to all news (${locale})`, async ({
		page,
	}) => {
		await page.goto(at('/'))
		const news = page.locator('#news')
		await expect(news.locator('[data-slide-index]')).toHaveCount(Math.min(3, posts.length))
		for (const [index, post] of posts.slice(0, 3).entries()) {
			const slide = news.locator(`[data-slide-index="${index}"]`)
			await expect(slide.getByRole('heading')).toHaveText(post.title)
			await expect(slide.locator(`time[datetime="${post.date}"]`)).toHaveText(formatDate(post.date, locale))
			// The spec's three items still lead where they led: their `link`.
			await expect(slide.getByRole('link')).toHaveAttribute('href', at(post.link?.to ?? `/news/${post.id}`))
			if (post.example) await expect(slide.getByText(exampleBadge(locale), { exact: true })).toHaveCount(1)
		}
		await expect(news.locator('[data-slide-index="0"]')).toHaveAttribute('data-position', 'current')
		await expect(news.getByRole('link', { name: pageContent('/', locale).news.allNews })).toHaveAttribute(
			'href',
			at('/news'),
		)
	})

	test(`/events lists upcoming and past events, unknown dates kept unknown (${locale})`, async ({ page, problems }) => {
		const words = eventWords(locale)
		await page.goto(at('/events'))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
		const upcoming = page.getByRole('region', { name: words.upcoming.heading })
		const past = page.getByRole('region', { name: words.past.heading })
		const events = records(locale).events
		for (const event of events.filter((candidate) => !candidate.start)) {
			const list = event.tookPlace ? past : upcoming
			const item = list.getByRole('listitem').filter({ hasText: event.title })
			await expect(item).toHaveCount(1)
			await expect(item).toContainText(event.tookPlace ? words.dateToBeConfirmed : words.dateToBeAnnounced)
			await expect(item.getByRole('link', { name: event.title })).toHaveAttribute(
				'href',
				at(event.page ?? `/events/${event.id}`),
			)
		}
		await expect(page.getByRole('link', { name: words.calendar.link })).toHaveAttribute(
			'href',
			at('/events/calendar.ics'),
		)
		// The re-sort script is the page's only other script, and it is small plain JavaScript.
		await expect(page.locator('script[src]')).toHaveCount(2)
		await page.waitForLoadState('networkidle')
		expect(await axeViolations(page)).toEqual([])
		expect(problems.consoleErrors).toEqual([])
	})

	test(`every page links its language’s feeds, and they are served (${locale})`, async ({ page, request }) => {
		await page.goto(at('/aboutus'))
		const feeds = await page
			.locator('head link[rel="alternate"][type]')
			.evaluateAll((links) => links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]))
		expect(feeds).toEqual([
			['application/rss+xml', at('/news/feed.xml')],
			['application/atom+xml', at('/news/atom.xml')],
			['application/feed+json', at('/news/feed.json')],
			['text/calendar', at('/events/calendar.ics')],
		])
		const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
		const rss = parser.parse(await (await request.get(at('/news/feed.xml'))).text())
		expect(rss.rss.channel.language).toBe(localeConfig[locale].hrefLang)
		const atom = parser.parse(await (await request.get(at('/news/atom.xml'))).text())
		expect(atom.feed['@xml:lang']).toBe(localeConfig[locale].hrefLang)
		const json = (await (await request.get(at('/news/feed.json'))).json()) as { version: string; language: string }
		expect(json).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', language: localeConfig[locale].hrefLang })
		const calendar = await request.get(at('/events/calendar.ics'))
		expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/)
		const parsed = new ICAL.Component(ICAL.parse(await calendar.text()))
		expect(parsed.getFirstProperty('x-wr-calname')?.getParameter('language')).toBe(localeConfig[locale].hrefLang)
	})
}

test('an address that names no post or event is the not-found page, with 404', async ({ page }) => {
	for (const url of ['/news/no-such-post', '/zh-hans/events/no-such-event', '/news/page/2', '/news/page/01']) {
		const response = await page.goto(url)
		expect(response?.status(), url).toBe(404)
		await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute('content', 'noindex')
	}
})
