import type { Page } from '@playwright/test'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { pageContent, siteWords, site } from '#tests/support/site-content.ts'
import { expect, test } from './site.ts'

const languages: [Locale][] = [['en'], ['zh-hans']]

/** The hrefs of the links inside one section of a page, in order. */
async function linkTargets(page: Page, sectionId: string) {
	return page
		.locator(`#${sectionId}`)
		.getByRole('link')
		.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
}

/** Follows each link of a section in turn, checking that it lands on its page. */
async function followEach(page: Page, from: string, sectionId: string, targets: string[]) {
	for (const target of targets) {
		await page.goto(from)
		await page.locator(`#${sectionId}`).locator(`a[href="${target}"]`).click()
		await expect(page).toHaveURL(new RegExp(`${target}$`))
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	}
}

test.describe('The Dreamer', () => {
	for (const [locale] of languages) {
		test(`/dreamer/hello opens at the top (${locale})`, async ({ page }) => {
			await page.goto(localizePath('/dreamer/hello', locale))
			await page.waitForLoadState('networkidle')
			expect(await page.evaluate(() => window.scrollY)).toBe(0)
			await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
		})
	}

	test('/dreamer/hello opens at the top when reached from the scrolled landing', async ({ page }) => {
		await page.goto('/dreamer#past-events')
		// The jump to the hash may be a smooth scroll: wait for it.
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
		await page.locator('#past-events a[href="/dreamer/hello"]').click()
		await expect(page).toHaveURL(/\/dreamer\/hello$/)
		await page.waitForLoadState('networkidle')
		expect(await page.evaluate(() => window.scrollY)).toBe(0)
	})

	test('/dreamer#past-events opens with that section in view, clear of the sticky header', async ({ page }) => {
		await page.goto('/dreamer#past-events')
		const heading = page.locator('#past-events-heading')
		await expect(heading).toBeInViewport()
		const headerBottom = await page
			.locator('body > header, header')
			.first()
			.evaluate((h) => h.getBoundingClientRect().bottom)
		const headingTop = await heading.evaluate((h) => h.getBoundingClientRect().top)
		expect(headingTop).toBeGreaterThanOrEqual(headerBottom)
	})

	for (const [locale] of languages) {
		const at = (path: string) => localizePath(path, locale)
		test(`every card and link of the landing leads to its page (${locale})`, async ({ page }) => {
			await page.goto(at('/dreamer'))
			expect(await linkTargets(page, 'mission')).toEqual([at('/dreamer/beginning')])
			expect(await linkTargets(page, 'critical-actions')).toEqual([at('/dreamer/emotion'), at('/dreamer/mind')])
			expect(await linkTargets(page, 'past-events')).toEqual([at('/dreamer/hello'), at('/dreamer/bilingual')])
			await followEach(page, at('/dreamer'), 'mission', [at('/dreamer/beginning')])
			await followEach(page, at('/dreamer'), 'critical-actions', [at('/dreamer/emotion'), at('/dreamer/mind')])
			await followEach(page, at('/dreamer'), 'past-events', [at('/dreamer/hello'), at('/dreamer/bilingual')])
		})
	}

	test('a workshop card is one link, and the whole card is its click target', async ({ page }) => {
		await page.goto('/dreamer')
		const card = page.locator('#critical-actions article').first()
		await expect(card.getByRole('link')).toHaveCount(1)
		await card.scrollIntoViewIfNeeded()
		const box = await card.boundingBox()
		// Click near the card's top left corner, on the illustration, not on the title.
		await page.mouse.click(box!.x + 20, box!.y + 20)
		await expect(page).toHaveURL(/\/dreamer\/emotion$/)
	})
})

test.describe('The Voyager', () => {
	for (const [locale] of languages) {
		const at = (path: string) => localizePath(path, locale)
		test(`every card and link of the landing leads to its page (${locale})`, async ({ page }) => {
			const areas = ['/voyager/community', '/voyager/school', '/voyager/family'].map(at)
			await page.goto(at('/voyager'))
			expect(await linkTargets(page, 'where-we-work')).toEqual(areas)
			expect(await linkTargets(page, 'youth-cabinet')).toEqual([at('/voyager/cabinet')])
			expect(await linkTargets(page, 'upcoming-event')).toEqual([at('/voyager/detail')])
			await followEach(page, at('/voyager'), 'where-we-work', areas)
			await followEach(page, at('/voyager'), 'youth-cabinet', [at('/voyager/cabinet')])
			await followEach(page, at('/voyager'), 'upcoming-event', [at('/voyager/detail')])
		})
	}

	for (const path of ['/voyager/community', '/voyager/school', '/voyager/family']) {
		test(`${path} lists its references, each linked to its DOI`, async ({ page }) => {
			await page.goto(path)
			const references = page.getByRole('region', { name: siteWords('en').common.referencesHeading })
			await expect(references.getByRole('listitem').first()).toBeVisible()
			for (const link of await references.getByRole('link').all()) {
				await expect(link).toHaveAttribute('href', /^https:\/\/doi\.org\/10\./)
				await expect(link).toHaveAttribute('target', '_blank')
			}
		})
	}

	for (const [locale] of languages) {
		test(`the seminar page gives no date or place until they are announced (${locale})`, async ({ page }) => {
			const facts = pageContent('/voyager/detail', locale).facts
			await page.goto(localizePath('/voyager/detail', locale))
			const record = page.locator('dl')
			await expect(record.locator('[data-fact]')).toHaveCount(6)
			await expect(record.locator('[data-fact="date"] dd')).toHaveText(facts.toBeAnnounced)
			await expect(record.locator('[data-fact="place"] dd')).toHaveText(facts.toBeAnnounced)
			const register = page.locator(`main a[href^="mailto:${site.email.value}?subject="]`)
			await expect(register).toHaveCount(1)
		})
	}

	test('the Youth Cabinet page shows four positions and links to the application form', async ({ page }) => {
		await page.goto('/voyager/cabinet')
		const positions = page.locator('#positions article')
		await expect(positions).toHaveCount(4)
		for (const id of ['president', 'vice-president', 'secretary', 'publicity']) {
			await expect(page.locator(`#positions article[data-position="${id}"]`).getByRole('heading')).toHaveCount(2)
		}
		const apply = page.locator('#how-to-apply')
		await expect(apply.getByRole('listitem')).toHaveCount(3)
		await expect(apply.getByRole('link')).toHaveAttribute('href', '/get-involved/youth-cabinet')
	})
})

test('these pages ship no framework JavaScript', async ({ page }) => {
	for (const path of ['/dreamer', '/dreamer/hello', '/voyager', '/voyager/cabinet', '/voyager/detail']) {
		await page.goto(path)
		await expect(page.locator('script[src]')).toHaveCount(1)
		await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
		expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
	}
})
