import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { localizePath, locales } from '#app/i18n/locales.ts'
import { copyContent, writeSampleEvents, writeSamplePosts } from '#scripts/content/sample-records.ts'
import { startServer, type TestServer } from '#tests/support/processes.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * News and events as they grow: a site built from a copy of the content with
 * 23 more posts and 12 dated events around today (scripts/content/sample-records.ts),
 * served by the production server. Pages of news, events moving from upcoming
 * to past on the reader's clock, and "Add to calendar".
 */
test.describe.configure({ mode: 'serial' })

let dir: string
let server: TestServer
/** The day the newest sample post is dated. */
const today = new Date()

test.beforeAll(async () => {
	test.setTimeout(600_000)
	// Inside the project (git-ignored /build-*/): the server build imports its packages from node_modules.
	dir = mkdtempSync(join(process.cwd(), 'build-e2e-news-'))
	const contentDir = join(dir, 'content')
	copyContent('content', contentDir)
	writeSamplePosts(contentDir, 23, today)
	writeSampleEvents(contentDir, 12, today)
	const build = spawnSync('npx', ['react-router', 'build'], {
		env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: join(dir, 'build') },
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	})
	if (build.status !== 0) throw new Error(`The build with sample records failed:\n${build.stdout}\n${build.stderr}`)
	server = await startServer({ BUILD_DIR: join(dir, 'build'), DATABASE_PATH: join(dir, 'newsletter.sqlite') })
})

test.afterAll(async () => {
	await server?.stop()
	if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The `datetime` of each post's date in the list, in order. */
const listedDates = (page: Page) =>
	page.locator('main ol > li time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))

for (const locale of locales) {
	const at = (path: string) => `${server.url}${localizePath(path, locale)}`

	test(`/news comes in pages of ten, newest first, with a page bar (${locale})`, async ({ page }) => {
		// 26 posts: the 3 of the site and 23 samples, so three pages.
		await page.goto(at('/news'))
		const bar = page.getByRole('navigation').filter({ has: page.locator('a[aria-current="page"]') })
		await expect(bar).toHaveCount(1)
		await expect(bar.locator('a[aria-current="page"]')).toHaveText('1')
		await expect(page.locator('main ol > li')).toHaveCount(10)
		const first = await listedDates(page)
		expect(first).toEqual(first.toSorted().toReversed())
		await bar.locator('a[rel="next"]').click()
		await expect(page).toHaveURL(at('/news/page/2'))
		const second = await listedDates(page)
		expect(second).toHaveLength(10)
		expect(second[0]! <= first.at(-1)!).toBe(true)
		await page.goto(at('/news/page/3'))
		await expect(page.locator('main ol > li')).toHaveCount(6)
		await expect(bar.locator('a[rel="next"]')).toHaveCount(0)
		await expect(bar.locator('a[rel="prev"]')).toHaveAttribute('href', localizePath('/news/page/2', locale))
		await page.waitForLoadState('networkidle')
		expect(await axeViolations(page)).toEqual([])
	})
}

test('the home page’s carousel shows the three newest posts, starting with the newest', async ({ page }) => {
	await page.goto(`${server.url}/zh-hans`)
	const hrefs = await page
		.locator('#news [data-slide-index] a')
		.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
	expect(hrefs).toEqual([
		'/zh-hans/news/sample-post-0001',
		'/zh-hans/news/sample-post-0002',
		'/zh-hans/news/sample-post-0003',
	])
	await expect(page.locator('#news [data-slide-index="0"]')).toHaveAttribute('data-position', 'current')
	await expect(page.locator('#news [data-slide-index="0"] time')).toHaveAttribute(
		'datetime',
		today.toISOString().slice(0, 10),
	)
})

test('an event moves from upcoming to past when it ends, by the reader’s clock, without a rebuild', async ({
	page,
}) => {
	await page.goto(`${server.url}/events`)
	const upcoming = page.locator('[data-events="upcoming"] > li')
	const soonest = upcoming.first()
	const title = (await soonest.getByRole('heading').textContent()) ?? ''
	const end = Date.parse((await soonest.getAttribute('data-end')) ?? '')
	expect(end).toBeGreaterThan(Date.now())

	// A minute before it ends: still upcoming, first in the list.
	await page.clock.setFixedTime(new Date(end - 60_000))
	await page.goto(`${server.url}/events`)
	await expect(page.locator('[data-events="upcoming"] > li').first()).toContainText(title)

	// A minute after: the newest past event, at the top of the past list.
	await page.clock.setFixedTime(new Date(end + 60_000))
	await page.goto(`${server.url}/events`)
	await expect(page.locator('[data-events="upcoming"]')).not.toContainText(title)
	await expect(page.locator('[data-events="past"] > li').first()).toContainText(title)
	const starts = await page
		.locator('[data-events="past"] > li[data-start]')
		.evaluateAll((items) => items.map((item) => item.getAttribute('data-start') ?? ''))
	expect(starts).toEqual(starts.toSorted().toReversed())
})

test('an event’s page says it has ended once it has, by the reader’s clock', async ({ page }) => {
	await page.goto(`${server.url}/events`)
	const soonest = page.locator('[data-events="upcoming"] > li').first()
	const end = Date.parse((await soonest.getAttribute('data-end')) ?? '')
	const href = (await soonest.getByRole('link').getAttribute('href')) ?? ''
	await page.clock.setFixedTime(new Date(end - 60_000))
	await page.goto(server.url + href)
	const note = page.locator('[data-ended-after]')
	await expect(note).toBeHidden()
	await page.clock.setFixedTime(new Date(end + 60_000))
	await page.goto(server.url + href)
	await expect(note).toBeVisible()
})

for (const locale of ['en', 'zh-hans'] as const) {
	test(`“Add to calendar” downloads a calendar file of the event (${locale})`, async ({ page }) => {
		await page.goto(`${server.url}${localizePath('/events', locale)}`)
		// An upcoming event that is going ahead (cancelled ones offer no calendar file).
		const href = await page
			.locator('[data-events="upcoming"] > li')
			.filter({ hasNot: page.locator('[class*="status"]') })
			.first()
			.getByRole('link')
			.getAttribute('href')
		await page.goto(server.url + href)
		const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
		const event = (await page.locator('script[type="application/ld+json"]').allTextContents())
			.map((text) => JSON.parse(text) as Record<string, string>)
			.find((data) => data['@type'] === 'Event')!
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('link', { name: /Add to calendar|添加到日历/ }).click(),
		])
		expect(download.suggestedFilename()).toMatch(/^sample-event-\d{4}\.ics$/)
		const text = readFileSync(await download.path(), 'utf8')
		const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
		expect(vevent?.getFirstPropertyValue('summary')).toBe(title)
		expect(vevent?.getFirstProperty('summary')?.getParameter('language')).toBe(locale === 'en' ? 'en' : 'zh-Hans')
		// The same instant as the page tells search engines, in UTC.
		const start = vevent?.getFirstProperty('dtstart')?.getFirstValue()?.toString() ?? ''
		expect(Date.parse(start)).toBe(Date.parse(event['startDate']!))
		expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
		await page.waitForLoadState('networkidle')
		expect(await axeViolations(page)).toEqual([])
	})
}
