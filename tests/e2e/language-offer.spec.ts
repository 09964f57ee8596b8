import type { Page } from '@playwright/test'
import { siteWords } from '#tests/support/site-content.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * A reader whose browser prefers Chinese, on an English page, is offered the
 * same page in Chinese, in their script; what they choose is remembered, and
 * nobody is ever redirected (docs/decisions/021).
 */
const path = '/perpetuator/actuallifeneeds'
const offerWords = { 'zh-Hans': siteWords('zh-hans').languageOffer, 'zh-Hant-HK': siteWords('zh-hant').languageOffer }

const offer = (page: Page, lang: 'zh-Hans' | 'zh-Hant-HK') => page.getByRole('region', { name: offerWords[lang].text })
const shownOffers = (page: Page) => page.locator('[data-language-offer]:visible')

/** Browsers whose preference shows the offer, and the script it is in. */
const preferring = [
	{ locale: 'zh-CN', script: 'zh-Hans' },
	{ locale: 'zh-SG', script: 'zh-Hans' },
	{ locale: 'zh-HK', script: 'zh-Hant-HK' },
	{ locale: 'zh-TW', script: 'zh-Hant-HK' },
	{ locale: 'zh-MO', script: 'zh-Hant-HK' },
] as const

for (const { locale, script } of preferring) {
	test.describe(`a browser in ${locale}`, () => {
		test.use({ locale })

		test(`sees the offer in ${script}, its own script first, leading to the same page`, async ({ page, problems }) => {
			await page.goto(path)
			const region = offer(page, script)
			await expect(region).toBeVisible()
			await expect(shownOffers(page)).toHaveCount(1)
			await expect(region).toHaveAttribute('lang', script)
			const links = region.getByRole('link')
			await expect(links).toHaveCount(2)
			await expect(links.first()).toHaveAttribute('hreflang', script)
			const prefix = script === 'zh-Hant-HK' ? '/zh-hant' : '/zh-hans'
			// The header's 中文 link follows the same script.
			await expect(page.locator('header a[data-language-choice=""]')).toHaveAttribute('href', prefix + path)
			await links.first().click()
			await expect(page).toHaveURL(new RegExp(`${prefix}${path}$`))
			await expect(page.locator('html')).toHaveAttribute('lang', script)
			// Chosen once: back on English pages it does not ask again.
			await page.goto('/aboutus')
			await expect(page.locator('h1')).toHaveCount(1)
			await expect(shownOffers(page)).toHaveCount(0)
			expect(problems.consoleErrors).toEqual([])
			expect(problems.cspViolations).toEqual([])
		})
	})
}

test.describe('a browser in Chinese (zh-HK)', () => {
	test.use({ locale: 'zh-HK' })

	test('can dismiss the offer, by keyboard, and it stays away', async ({ page }) => {
		await page.goto(path)
		const region = offer(page, 'zh-Hant-HK')
		await expect(region).toBeVisible()
		// Right after the skip link: the offer's links, then its button.
		await page.keyboard.press('Tab')
		await page.keyboard.press('Tab')
		await expect(region.getByRole('link').first()).toBeFocused()
		await page.keyboard.press('Tab')
		await page.keyboard.press('Tab')
		const dismiss = region.getByRole('button', { name: offerWords['zh-Hant-HK'].dismiss })
		await expect(dismiss).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(region).toBeHidden()
		await expect(page).toHaveURL(new RegExp(`${path}$`))
		await page.reload()
		await expect(page.locator('h1')).toHaveCount(1)
		await expect(shownOffers(page)).toHaveCount(0)
		await page.goto('/help')
		await expect(page.locator('h1')).toHaveCount(1)
		await expect(shownOffers(page)).toHaveCount(0)
		// The header still leads to Chinese, in the reader's script.
		await expect(page.locator('header a[data-language-choice=""]')).toHaveAttribute('href', '/zh-hant/help')
	})

	test('the page with the offer is accessible and fits 320 px', async ({ page }) => {
		await page.setViewportSize({ width: 320, height: 640 })
		await page.goto('/help')
		await expect(offer(page, 'zh-Hant-HK')).toBeVisible()
		expect(
			await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
		).toBe(true)
		expect(await axeViolations(page)).toEqual([])
	})

	test('the home page, which hydrates, shows it without errors and keeps it', async ({ page, problems }) => {
		await page.goto('/')
		await expect(offer(page, 'zh-Hant-HK')).toBeVisible()
		await expect(offer(page, 'zh-Hant-HK').getByRole('link').first()).toHaveAttribute('href', '/zh-hant')
		await page.waitForLoadState('networkidle')
		// Hydration has run (the carousels mark themselves), and React left the offer alone.
		await expect(page.locator('[data-enhanced]').first()).toBeAttached()
		await expect(offer(page, 'zh-Hant-HK')).toBeVisible()
		expect(problems.consoleErrors).toEqual([])
		expect(problems.cspViolations).toEqual([])
	})

	test('works when the browser refuses storage, asking again next time', async ({ page, problems }) => {
		await page.addInitScript(() => {
			Object.defineProperty(window, 'localStorage', {
				get() {
					throw new DOMException('The operation is insecure.', 'SecurityError')
				},
			})
		})
		await page.goto(path)
		const region = offer(page, 'zh-Hant-HK')
		await expect(region).toBeVisible()
		await region.getByRole('button').click()
		await expect(region).toBeHidden()
		await page.reload()
		await expect(region).toBeVisible()
		expect(problems.consoleErrors).toEqual([])
	})

	test('Chinese pages have no offer: their language menu remains', async ({ page }) => {
		await page.goto(`/zh-hans${path}`)
		await expect(page.locator('h1')).toHaveCount(1)
		await expect(page.locator('[data-language-offer]')).toHaveCount(0)
		await expect(page.locator('header a[data-language-choice]')).toHaveCount(0)
		await expect(page.getByRole('navigation').locator('details').last()).toBeAttached()
	})
})

test.describe('a browser in English', () => {
	test.use({ locale: 'en-US' })

	test('never sees the offer, and nothing shifts for it', async ({ page }) => {
		for (const url of ['/', path, '/help', '/newsletter']) {
			await page.goto(url)
			await page.waitForLoadState('load')
			await expect(page.locator('h1')).toHaveCount(1)
			await expect(page.locator('[data-language-offer]')).toHaveCount(2)
			await expect(shownOffers(page)).toHaveCount(0)
			const shift = await page.evaluate(
				() =>
					new Promise<number>((resolve) => {
						let total = 0
						new PerformanceObserver((list) => {
							for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
						}).observe({ type: 'layout-shift', buffered: true })
						setTimeout(() => resolve(total), 300)
					}),
			)
			expect(shift, `layout shift on ${url}`).toBe(0)
		}
	})

	test('the header leads to the page in Simplified Chinese, in one tap on a phone', async ({ page }) => {
		await page.setViewportSize({ width: 320, height: 640 })
		await page.goto(path)
		const chinese = page.locator('header a[data-language-choice=""]')
		await expect(chinese).toBeVisible()
		await expect(chinese).toHaveText(siteWords('en').header.chinese)
		await chinese.click()
		await expect(page).toHaveURL(new RegExp(`/zh-hans${path}$`))
	})

	test('one who reads Chinese but prefers English is not asked', async ({ page }) => {
		await page.addInitScript(() => {
			Object.defineProperty(navigator, 'languages', { get: () => ['en-GB', 'zh-HK'] })
		})
		await page.goto(path)
		await expect(page.locator('h1')).toHaveCount(1)
		await expect(shownOffers(page)).toHaveCount(0)
		// Their 中文 still opens their script.
		await expect(page.locator('header a[data-language-choice=""]')).toHaveAttribute('href', `/zh-hant${path}`)
	})
})
