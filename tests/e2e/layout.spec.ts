import type { Page } from '@playwright/test'
import { expect, test } from './site.ts'

/** The expanded state Chromium's accessibility tree reports for an element (popover invokers get it natively). */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
	const cdp = await page.context().newCDPSession(page)
	const { root } = await cdp.send('DOM.getDocument')
	const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
	const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
	const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
	await cdp.detach()
	return expanded ? Boolean(expanded.value.value) : undefined
}

test.describe('language menu', () => {
	test('switches to the same page in each language, by keyboard', async ({ page }) => {
		await page.goto('/perpetuator/actuallifeneeds')
		const menu = page.getByRole('navigation').locator('details').last()
		await menu.locator('summary').focus()
		await page.keyboard.press('Enter')
		await expect(menu).toHaveAttribute('open', '')
		const simplified = menu.getByRole('link').and(page.locator('[hreflang="zh-Hans"]'))
		await simplified.focus()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/zh-hans\/perpetuator\/actuallifeneeds$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')

		await menu.locator('summary').click()
		await menu.locator('a[hreflang="zh-Hant-HK"]').click()
		await expect(page).toHaveURL(/\/zh-hant\/perpetuator\/actuallifeneeds$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK')

		await menu.locator('summary').click()
		await menu.locator('a[hreflang="en"]').click()
		await expect(page).toHaveURL(/\/perpetuator\/actuallifeneeds$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	})

	test('names each language in its own language and marks the current one', async ({ page }) => {
		await page.goto('/zh-hans/aboutus')
		const links = page.locator('a[hreflang]')
		await expect(links).toHaveCount(3)
		for (const lang of ['en', 'zh-Hans', 'zh-Hant-HK']) {
			await expect(page.locator(`a[hreflang="${lang}"]`)).toHaveAttribute('lang', lang)
		}
		await expect(page.locator('a[hreflang="zh-Hans"]')).toHaveAttribute('aria-current', 'true')
	})

	test('Escape closes an open dropdown and returns focus to it', async ({ page }) => {
		await page.goto('/aboutus')
		const initiatives = page.getByRole('navigation').locator('details').first()
		await initiatives.locator('summary').click()
		await expect(initiatives).toHaveAttribute('open', '')
		await initiatives.getByRole('link').first().focus()
		await page.keyboard.press('Escape')
		await expect(initiatives).not.toHaveAttribute('open', '')
		await expect(initiatives.locator('summary')).toBeFocused()
	})
})

test.describe('menus close when focus leaves them', () => {
	test('a dropdown closes when Tab moves past its last link, and stays open while focus is inside', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 1440, height: 900 })
		await page.goto('/aboutus')
		const initiatives = page.getByRole('navigation').locator('details').first()
		const summary = initiatives.locator('summary')
		await summary.click()
		await expect(initiatives).toHaveAttribute('open', '')
		const links = initiatives.getByRole('link')
		const count = await links.count()
		for (let index = 0; index < count; index++) {
			await page.keyboard.press('Tab')
			await expect(links.nth(index)).toBeFocused()
			await expect(initiatives).toHaveAttribute('open', '')
		}
		// Back to the summary (inside the disclosure) keeps it open.
		await page.keyboard.press('Shift+Tab')
		await page.keyboard.press('Tab')
		await expect(initiatives).toHaveAttribute('open', '')
		await page.keyboard.press('Tab')
		await expect(initiatives.locator(':focus')).toHaveCount(0)
		await expect(initiatives).not.toHaveAttribute('open', '')
	})

	test('the language dropdown closes when focus moves on', async ({ page }) => {
		await page.setViewportSize({ width: 1440, height: 900 })
		await page.goto('/zh-hans/aboutus')
		const languages = page.getByRole('navigation').locator('details').last()
		await languages.locator('summary').click()
		await expect(languages).toHaveAttribute('open', '')
		for (let step = 0; step < 3; step++) await page.keyboard.press('Tab')
		await expect(languages).toHaveAttribute('open', '')
		await page.keyboard.press('Tab')
		await expect(languages).not.toHaveAttribute('open', '')
	})

	test('the narrow-screen menu closes when Tab leaves it, not when focus returns to its button', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/aboutus')
		const nav = page.getByRole('navigation').first()
		const button = page.locator('button[popovertarget]')
		await button.click()
		await expect(nav).toBeVisible()
		// Into the menu and back to its button: still open.
		await page.keyboard.press('Tab')
		await expect(nav.locator(':focus')).toHaveCount(1)
		await page.keyboard.press('Shift+Tab')
		await expect(button).toBeFocused()
		await expect(nav).toBeVisible()
		// A dropdown inside the open menu stays open while focus moves on within the menu.
		await page.keyboard.press('Tab')
		await page.keyboard.press('Tab')
		const initiatives = nav.locator('details').first()
		await expect(initiatives.locator('summary')).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(initiatives).toHaveAttribute('open', '')
		const links = await initiatives.getByRole('link').count()
		for (let step = 0; step <= links; step++) await page.keyboard.press('Tab')
		await expect(nav.locator(':focus')).toHaveCount(1)
		await expect(initiatives).toHaveAttribute('open', '')
		// Tab on until focus leaves the menu: it closes.
		for (let step = 0; step < 12 && (await nav.locator(':focus').count()) > 0; step++) await page.keyboard.press('Tab')
		await expect(nav).toBeHidden()
		// Focus went on to the page; closing the menu did not pull it back to the button.
		await expect(page.locator(':focus')).toHaveCount(1)
		await expect(button).not.toBeFocused()
	})
})

test.describe('header and footer', () => {
	test('the skip link is the first thing to focus and leads to the main content', async ({ page }) => {
		await page.goto('/contacts')
		await page.keyboard.press('Tab')
		const skip = page.locator('a[href="#main"]')
		await expect(skip).toBeFocused()
		await expect(skip).toBeVisible()
		await page.keyboard.press('Enter')
		await expect(page.locator('main')).toBeFocused()
	})

	test('on a narrow screen the menu hides behind a menu button', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/aboutus')
		const nav = page.getByRole('navigation').first()
		await expect(nav).toBeHidden()
		const button = page.locator('button[popovertarget]')
		await expect(button).toBeVisible()
		expect(await expandedState(page, 'button[popovertarget]')).toBe(false)
		await button.click()
		await expect(nav).toBeVisible()
		expect(await expandedState(page, 'button[popovertarget]')).toBe(true)
		await page.keyboard.press('Escape')
		await expect(nav).toBeHidden()
	})

	test('the footer has the contact block and the newsletter box', async ({ page }) => {
		await page.goto('/zh-hant/dreamer')
		const footer = page.getByRole('contentinfo')
		await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
		await expect(footer.locator('a[href="/zh-hant/address"]')).toHaveCount(1)
		const external = footer.locator('a[target="_blank"]')
		await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
		const email = footer.getByRole('textbox')
		await expect(email).toHaveAttribute('type', 'email')
		await expect(email).toHaveAttribute('placeholder', /.+/)
	})
})

/** The spec's rule: past the max width, half the leftover width plus 20 px; otherwise right 1% / left 10%. */
function expectedOffsets(width: number, maxWidth: number) {
	if (width > maxWidth) {
		const offset = (width - maxWidth) / 2 + 20
		return { right: offset, left: offset }
	}
	return { right: width * 0.01, left: width * 0.1 }
}

test.describe('floating buttons', () => {
	for (const width of [1000, 1800]) {
		test(`sit where the rule puts them at ${width}px on an inner page`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 })
			await page.goto('/dreamer/hello')
			const viewport = await page.evaluate(() => document.documentElement.clientWidth)
			const expected = expectedOffsets(width, 1200)
			const top = await page.locator('a[href="#top"]').boundingBox()
			const back = await page.locator('a[data-back-link]').boundingBox()
			// Fixed elements are placed against the layout viewport, which excludes a classic scrollbar.
			const scale = viewport / width
			expect(Math.abs(viewport - (top!.x + top!.width) - expected.right * scale)).toBeLessThan(2)
			expect(Math.abs(back!.x - expected.left * scale)).toBeLessThan(2)
		})

		test(`scroll-to-top sits where the home rule puts it at ${width}px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 })
			await page.goto('/')
			const viewport = await page.evaluate(() => document.documentElement.clientWidth)
			const expected = expectedOffsets(width, 1600)
			const top = await page.locator('a[href="#top"]').boundingBox()
			expect(Math.abs(viewport - (top!.x + top!.width) - expected.right * (viewport / width))).toBeLessThan(2)
			await expect(page.locator('a[data-back-link]')).toHaveCount(0)
		})
	}

	test('follow the window as it resizes', async ({ page }) => {
		await page.setViewportSize({ width: 1800, height: 900 })
		await page.goto('/voyager')
		const before = (await page.locator('a[href="#top"]').boundingBox())!
		await page.setViewportSize({ width: 1000, height: 900 })
		const after = (await page.locator('a[href="#top"]').boundingBox())!
		expect(before.x).not.toBe(after.x)
	})

	test('Back returns to the previous page when there is one, and to the landing otherwise', async ({ page }) => {
		await page.goto('/dreamer/hello')
		await page.locator('a[data-back-link]').click()
		await expect(page).toHaveURL(/\/dreamer$/)
		await page.goto('/aboutus')
		await page.goto('/dreamer/hello', { referer: new URL('/aboutus', page.url()).href })
		await page.locator('a[data-back-link]').click()
		await expect(page).toHaveURL(/\/aboutus$/)
	})
})
