import type { Page } from '@playwright/test'
import { expect, test } from './site.ts'

/**
 * The floating Back and scroll-to-top buttons never cover what matters
 * (docs/decisions/020): the focused element (WCAG 2.4.11), the emergency
 * numbers and the region links of /help. Up to 1200 px they sit in a bar the
 * page keeps free along the bottom of the window; wider, the page's column
 * keeps clear of them. What lies beneath the bar is out of view, like what
 * lies below the window, so a target counts as covered only where it shows.
 */
test.use({ reducedMotion: 'reduce' })

type Box = { left: number; top: number; right: number; bottom: number }

/** Where the buttons are, where the bar begins (the window's bottom without one), and the boxes of the targets. */
function layout(page: Page, targets: string) {
	return page.evaluate((selector) => {
		// Defined in here: this function runs in the page, which sees nothing of this file.
		// oxlint-disable-next-line unicorn/consistent-function-scoping
		const box = (element: Element): Box => {
			const { left, top, right, bottom } = element.getBoundingClientRect()
			return { left, top, right, bottom }
		}
		// oxlint-disable-next-line unicorn/consistent-function-scoping
		const shown = (element: Element) => {
			const style = getComputedStyle(element)
			return style.visibility === 'visible' && Number(style.opacity) > 0 && element.getClientRects().length > 0
		}
		const floating = document.querySelector('[data-floating]')!
		const barStyle = getComputedStyle(floating)
		const isBar = barStyle.position === 'fixed' && shown(floating)
		return {
			buttons: [...floating.querySelectorAll('a')].filter(shown).map(box),
			barTop: isBar ? floating.getBoundingClientRect().top : window.innerHeight,
			barBackground: isBar ? barStyle.backgroundColor : null,
			targets: selector ? [...document.querySelectorAll(selector)].map(box) : [],
			focused:
				document.activeElement && document.activeElement !== document.body && !floating.contains(document.activeElement)
					? { box: box(document.activeElement), name: document.activeElement.outerHTML.slice(0, 80) }
					: null,
		}
	}, targets)
}

/** The part of a box the reader sees above the bar (null when none), and whether it meets a button. */
function shownPart(target: Box, barTop: number): Box | null {
	const bottom = Math.min(target.bottom, barTop)
	return bottom - target.top > 1 ? { ...target, bottom } : null
}

function meets(a: Box, b: Box): boolean {
	return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
}

function covered(targets: Box[], buttons: Box[], barTop: number): Box[] {
	return targets.filter((target) => {
		const part = shownPart(target, barTop)
		return part !== null && buttons.some((button) => meets(part, button))
	})
}

const sizes = [
	{ width: 320, height: 640 },
	{ width: 390, height: 844 },
	{ width: 1440, height: 900 },
]

/** The help numbers and the region links of /help: the things a reader in trouble needs to see. */
const helpTargets = '#emergency a[href^="tel:"], main nav a[href^="#"]'

/** Phones from small and old to common: the first screen of /help is the emergency numbers. */
const phones = [
	{ width: 320, height: 568 },
	{ width: 360, height: 740 },
	{ width: 390, height: 844 },
]

for (const { width, height } of phones) {
	test.describe(`the first screen at ${width} × ${height}`, () => {
		test.use({ viewport: { width, height } })

		for (const path of ['/help', '/zh-hant/help']) {
			test(`${path}: nothing covers an emergency number or its place`, async ({ page }) => {
				await page.goto(path)
				const hidden = await page.evaluate(() => {
					const floating = document.querySelector('[data-floating]')!
					const style = getComputedStyle(floating)
					return style.visibility === 'hidden' || Number(style.opacity) === 0
				})
				expect(hidden, 'the floating bar waits until the page scrolls').toBe(true)
				// Every tile in the window (number and place) is the topmost thing wherever it shows.
				const coveredPoints = await page.evaluate(() =>
					[...document.querySelectorAll('#emergency a[href^="tel:"]')].flatMap((tile) => {
						const { left, top, right, bottom } = tile.getBoundingClientRect()
						const points: [number, number][] = []
						for (let y = top + 4; y < Math.min(bottom, window.innerHeight) - 2; y += 8)
							for (const x of [left + 6, (left + right) / 2, right - 6]) points.push([x, y])
						return points
							.filter(([x, y]) => !tile.contains(document.elementFromPoint(x, y)))
							.map(([x, y]) => `${tile.textContent} at ${Math.round(x)},${Math.round(y)}`)
					}),
				)
				expect(coveredPoints).toEqual([])
				// Once the reader scrolls, Back is there.
				await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }))
				await expect(page.locator('[data-floating] [data-back-link]')).toBeVisible()
			})
		}
	})
}

for (const { width, height } of sizes) {
	test.describe(`at ${width} px`, () => {
		test.use({ viewport: { width, height } })

		for (const path of ['/help', '/zh-hant/help']) {
			test(`${path}: the buttons cover no help number or region link, at any scroll position`, async ({ page }) => {
				await page.goto(path)
				const first = await layout(page, helpTargets)
				expect(first.targets.length).toBeGreaterThanOrEqual(9)
				// A bar the page scrolls beneath must hide it, as the window's edge would.
				if (first.barBackground) expect(first.barBackground).toMatch(/rgba?\(255, 250, 243(, 0\.9\d*)?\)/)
				const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight)
				for (let y = 0; y < scrollHeight; y += Math.round(height / 3)) {
					await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
					const { buttons, barTop, targets } = await layout(page, helpTargets)
					expect(covered(targets, buttons, barTop), `covered at scroll ${y}`).toEqual([])
				}
				// Brought to the bottom edge of the view (as a reader scrolling down does), each is clear of the buttons.
				const count = first.targets.length
				for (let index = 0; index < count; index++) {
					await page
						.locator(helpTargets)
						.nth(index)
						.evaluate((target) => target.scrollIntoView({ block: 'end' }))
					const { buttons, barTop, targets } = await layout(page, helpTargets)
					const target = targets[index]!
					expect(target.bottom, `target ${index} scrolled clear of the bar`).toBeLessThanOrEqual(barTop + 0.5)
					expect(covered([target], buttons, barTop), `target ${index} at the bottom edge`).toEqual([])
				}
			})
		}

		for (const path of ['/help', '/perpetuator/actuallifeneeds/diabetes']) {
			test(`${path}: the focused element is never under the buttons or their bar`, async ({ page }) => {
				await page.goto(path)
				const focusable = await page.locator('a[href], button, input, summary').count()
				const seen: string[] = []
				for (let step = 0; step < focusable + 5; step++) {
					await page.keyboard.press('Tab')
					const { buttons, barTop, focused } = await layout(page, '')
					if (!focused) continue
					seen.push(focused.name)
					// Fully in view: not even partly beneath the bar, and clear of both buttons.
					expect(focused.box.bottom, `focus under the bar: ${focused.name}`).toBeLessThanOrEqual(barTop + 0.5)
					expect(
						buttons.filter((button) => meets(focused.box, button)),
						`focus under a button: ${focused.name}`,
					).toEqual([])
				}
				// The walk went all the way: through the footer's e-mail field.
				expect(seen.some((name) => name.startsWith('<input') && name.includes('type="email"'))).toBe(true)
			})
		}
	})
}

test.describe('wide windows', () => {
	// Inner pages (max width 1200) and the home page (max width 1600), below, at and above their max width.
	const cases = [
		['/perpetuator/actuallifeneeds/diabetes', 1440],
		['/help', 1280],
		['/aboutus', 1800],
		['/', 1280],
		['/', 1440],
		['/', 1800],
	] as const
	for (const [path, width] of cases) {
		test(`${path} at ${width} px: the page's column keeps clear of the buttons`, async ({ page }) => {
			await page.setViewportSize({ width, height: 900 })
			await page.goto(path)
			await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
			const { columns, buttons } = await page.evaluate(() => ({
				// The content box of every column of the page (.container), header and footer included.
				columns: [...document.querySelectorAll('.container')].map((element) => {
					const { left, right } = element.getBoundingClientRect()
					const style = getComputedStyle(element)
					return { left: left + parseFloat(style.paddingLeft), right: right - parseFloat(style.paddingRight) }
				}),
				buttons: [...document.querySelectorAll('[data-floating] a')].map((element) => {
					const { left, right } = element.getBoundingClientRect()
					return { left, right }
				}),
			}))
			expect(buttons.length).toBeGreaterThan(0)
			for (const button of buttons) {
				const overlapping = columns.filter((column) => column.left < button.right && button.left < column.right)
				expect(overlapping, `a button at ${Math.round(button.left)}–${Math.round(button.right)} px`).toEqual([])
			}
		})
	}
})

test.describe('scroll-to-top', () => {
	test('is hidden at the top of the page and appears once the page has scrolled', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/perpetuator/actuallifeneeds/diabetes')
		const top = page.locator('a[href="#top"]')
		await expect(top).toBeHidden()
		await expect(page.locator('a[data-back-link]')).toBeVisible()
		await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }))
		await expect(top).toBeVisible()
		await top.click()
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	})

	test('on the home page the bar appears only with it', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/')
		await expect(page.locator('[data-floating]')).toBeHidden()
		await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }))
		await expect(page.locator('[data-floating]')).toBeVisible()
		await expect(page.locator('a[href="#top"]')).toBeVisible()
	})

	test('both buttons have names', async ({ page }) => {
		await page.goto('/zh-hans/dreamer/hello')
		await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }))
		for (const selector of ['a[href="#top"]', 'a[data-back-link]']) {
			await expect(page.locator(selector)).toHaveAccessibleName(/\S/)
		}
	})
})
