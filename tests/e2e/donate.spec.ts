import type { Page } from '@playwright/test'
import { localizePath, locales } from '#app/i18n/locales.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * /donate (issue 22, item 1): in every language, linked from the header of
 * every page at every width, found by search, its example values marked,
 * and the annual reports block saying there is none yet.
 */
const headerDonate = (page: Page) => page.getByRole('banner').locator('a[href$="/donate"]')

for (const locale of locales) {
	test(`/donate in ${locale}: a card per region with the foundation's own donation page, receipts, and annual reports`, async ({
		page,
	}) => {
		await page.goto(localizePath('/donate', locale))
		await expect(page.locator('h1')).toHaveCount(1)
		const regions = page.locator('#ways li')
		await expect(regions).toHaveCount(5)
		// Example payment pages and numbers carry the Example badge; the links open the provider's page in a new tab.
		const give = regions.first().locator('a[target="_blank"]')
		await expect(give).toHaveAttribute('href', 'https://donate.example.org/us')
		await expect(regions.first().getByTitle(/./).first()).toBeVisible()
		// The US acknowledgement is always said; Gift Aid and section 88 only when their settings apply (they do not yet).
		await expect(page.locator('#receipts p')).toHaveCount(2)
		await expect(page.locator('#transparency a[href$=".pdf"]')).toHaveCount(0)
		await expect(page.locator('#transparency p')).toHaveCount(2)
		expect(await axeViolations(page)).toEqual([])
	})
}

for (const width of [320, 390, 1440]) {
	test(`every page's header leads to /donate at ${width} px`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 })
		for (const path of ['/', '/zh-hans/help', '/zh-hant/contacts']) {
			await page.goto(path)
			const link = headerDonate(page)
			// One in the bar (wide screens), one in the menu (narrow screens).
			await expect(link).toHaveCount(2)
			if (width < 1152) await page.getByRole('banner').locator('button[popovertarget]').click()
			const visible = link.filter({ visible: true })
			await expect(visible).toHaveCount(1)
			// Nothing in the header spills out of the screen.
			const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
			expect(overflow).toBeLessThanOrEqual(0)
			await visible.click()
			await expect(page).toHaveURL(new RegExp(`${path.match(/^\/zh-han[st]/)?.[0] ?? ''}/donate$`))
		}
	})
}

test('searching 捐款 finds the donation page', async ({ page }) => {
	await page.goto('/zh-hans/search')
	await page.getByRole('searchbox').fill('捐款')
	await page.getByRole('searchbox').press('Enter')
	await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first()).toHaveAttribute(
		'href',
		'/zh-hans/donate',
	)
})
