import type { Page } from '@playwright/test'
import { axeViolations, expect, test } from './site.ts'

/** The home page once React has taken over (the carousels mark themselves enhanced). */
async function openHome(page: Page, path = '/') {
	await page.goto(path)
	await expect(page.locator('[aria-roledescription][data-enhanced]')).toHaveCount(2)
}

/** The positions of a carousel's slides, in document order. */
function slidePositions(page: Page, section: string) {
	return page
		.locator(`#${section} [data-slide-index]`)
		.evaluateAll((slides) => slides.map((slide) => slide.getAttribute('data-position')))
}

const navigation = (page: Page) => page.getByRole('navigation').first()

test.describe('header section links', () => {
	for (const section of ['news', 'initiatives', 'partnership']) {
		test(`on the home page, ${section} scrolls there and replaces the history entry`, async ({ page, problems }) => {
			await openHome(page)
			const lengthBefore = await page.evaluate(() => history.length)
			if (section === 'initiatives') await navigation(page).locator('summary').first().click()
			await navigation(page).locator(`a[href="/#${section}"]`).click()
			await expect(page.locator(`#${section}`)).toBeInViewport()
			expect(new URL(page.url()).pathname).toBe('/')
			expect(await page.evaluate(() => history.length)).toBe(lengthBefore)
			// The request is cleared once served, so Back and reload do not scroll again.
			await expect.poll(() => page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull()
			expect(problems.consoleErrors).toEqual([])
		})
	}

	test('from a page without script, the links load the home page at the section', async ({ page }) => {
		await page.goto('/zh-hans/aboutus')
		await navigation(page).locator('a[href="/zh-hans#partnership"]').click()
		await expect(page).toHaveURL(/\/zh-hans#partnership$/)
		await expect(page.locator('#partnership')).toBeInViewport()
		await page.goto('/voyager')
		await navigation(page).locator('a[href="/#news"]').click()
		await expect(page.locator('#news')).toBeInViewport()
	})

	test('from another page, the section stays at the top while the widgets come alive (the tabs make the page shorter)', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 390, height: 844 })
		for (const path of ['/', '/zh-hans']) {
			await page.goto(`${path === '/' ? '' : path}/aboutus`)
			await page.goto(`${path === '/' ? '' : path}/#partnership`)
			await expect(page.locator('#initiatives [data-enhanced]')).toBeAttached()
			// Once the (smooth) scrolling has stopped, the partners' heading is near the top of the screen.
			for (let last = -1, now = 0; now !== last; await page.waitForTimeout(500)) {
				last = now
				now = await page.evaluate(() => scrollY)
			}
			const top = (await page.locator('#partnership-heading').boundingBox())!.y
			expect(top).toBeGreaterThanOrEqual(0)
			expect(top).toBeLessThan(300)
		}
	})

	test('after following a card to another page, the links bring the reader home to the section', async ({ page }) => {
		await openHome(page)
		await page.locator('#news a[href="/dreamer/hello"]').click()
		await expect(page).toHaveURL(/\/dreamer\/hello$/)
		const lengthBefore = await page.evaluate(() => history.length)
		await navigation(page).locator('a[href="/#partnership"]').click()
		await expect(page).toHaveURL(/\/#partnership$/)
		await expect(page.locator('#partnership')).toBeInViewport()
		expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1)
	})
})

test.describe('news carousel', () => {
	test('starts on its first item, links to the pages the spec names, and moves with its controls', async ({ page }) => {
		await openHome(page)
		const news = page.locator('#news')
		expect(await slidePositions(page, 'news')).toEqual(['current', 'next', 'previous'])
		const hrefs = await news
			.locator('[data-slide-index] a')
			.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
		expect(hrefs).toEqual(['/voyager/cabinet', '/perpetuator/lastingmentalhealthsupport', '/dreamer/hello'])
		// Previous, next, then one dot per slide.
		const [previous, next, ...dots] = await news.locator('button[aria-controls="news-carousel-slides"]').all()
		expect(dots).toHaveLength(3)
		await expect(dots[0]!).toHaveAttribute('aria-current', 'true')
		await next!.click()
		expect(await slidePositions(page, 'news')).toEqual(['previous', 'current', 'next'])
		await dots[2]!.click()
		expect(await slidePositions(page, 'news')).toEqual(['next', 'previous', 'current'])
		await expect(dots[2]!).toHaveAttribute('aria-current', 'true')
		await previous!.click()
		expect(await slidePositions(page, 'news')).toEqual(['previous', 'current', 'next'])
	})

	test('the centre card leads to its page', async ({ page }) => {
		await openHome(page)
		await page.locator('#news [data-position="current"] a').click()
		await expect(page).toHaveURL(/\/voyager\/cabinet$/)
		await expect(page.locator('h1')).toHaveCount(1)
	})

	test('pauses with its rotation control and announces changes only while paused', async ({ page }) => {
		await openHome(page)
		const control = page.locator('#news [data-rotation-control]')
		const slides = page.locator('#news-carousel-slides')
		await expect(slides).toHaveAttribute('aria-live', 'off')
		const playingName = await control.textContent()
		await control.click()
		await page.mouse.move(0, 0)
		await expect(control).not.toHaveText(playingName!)
		await expect(slides).toHaveAttribute('aria-live', 'polite')
	})

	test('starts paused when the reader prefers reduced motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await openHome(page)
		await expect(page.locator('#news-carousel-slides')).toHaveAttribute('aria-live', 'polite')
		await expect(page.locator('#partner-carousel-slides')).toHaveAttribute('aria-live', 'polite')
	})

	test('keeps its height as slides change: nothing below it moves', async ({ page }) => {
		await openHome(page)
		const next = page.locator('#news button[aria-controls="news-carousel-slides"]').last()
		const heights = new Set<number>()
		for (let step = 0; step < 3; step++) {
			heights.add((await page.locator('#news').boundingBox())!.height)
			await next.click()
		}
		expect(heights.size).toBe(1)
	})
})

test.describe('partner carousel', () => {
	test('starts on its second item and loads partner pages in full', async ({ page }) => {
		await openHome(page)
		expect(await slidePositions(page, 'partnership')).toEqual(['previous', 'current', 'next'])
		const hrefs = await page
			.locator('#partnership [data-slide-index] a')
			.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
		expect(hrefs).toEqual(['/serendipitysnowclub', '/aspirin', '/aacntv'])
		// A full page load starts a new document: a mark left on the old window is gone.
		await page.evaluate(() => Object.assign(window, { beforeNavigation: true }))
		await page.locator('#partnership [data-position="current"] a').click()
		await expect(page).toHaveURL(/\/aspirin$/)
		expect(await page.evaluate(() => 'beforeNavigation' in window)).toBe(false)
	})
})

test.describe('initiatives tabs', () => {
	test('The Dreamer is selected first; arrows, Home and End move between tabs', async ({ page }) => {
		await openHome(page)
		const tabs = page.getByRole('tab')
		await expect(tabs).toHaveCount(4)
		await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
		await expect(page.getByRole('tabpanel')).toHaveCount(1)
		await tabs.nth(0).focus()
		await page.keyboard.press('ArrowRight')
		await expect(tabs.nth(1)).toBeFocused()
		await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
		await page.keyboard.press('End')
		await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
		await page.keyboard.press('ArrowRight')
		await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
		await page.keyboard.press('ArrowLeft')
		await page.keyboard.press('Home')
		await expect(tabs.nth(0)).toBeFocused()
	})

	for (const [index, landing] of ['/dreamer', '/perpetuator', '/voyager', '/enlightener'].entries()) {
		test(`tab ${index + 1}'s Learn More leads to ${landing}`, async ({ page }) => {
			await openHome(page, '/zh-hant')
			await page.getByRole('tab').nth(index).click()
			await page.getByRole('tabpanel').getByRole('link').click()
			await expect(page).toHaveURL(new RegExp(`/zh-hant${landing}$`))
		})
	}
})

test.describe('home page', () => {
	test('the hero picture loads first; every other picture loads lazily', async ({ page }) => {
		await page.goto('/')
		const images = await page.locator('main img').evaluateAll((imgs) =>
			imgs.map((img) => ({
				loading: img.getAttribute('loading'),
				priority: img.getAttribute('fetchpriority'),
				sized: img.hasAttribute('width') && img.hasAttribute('height'),
			})),
		)
		expect(images[0]).toEqual({ loading: 'eager', priority: 'high', sized: true })
		for (const image of images.slice(1)) expect(image).toEqual({ loading: 'lazy', priority: null, sized: true })
	})

	test('Learn More about the team leads to the members page', async ({ page }) => {
		await openHome(page, '/zh-hans')
		await page.locator('#team a').click()
		await expect(page).toHaveURL(/\/zh-hans\/members$/)
	})

	test('has no axe violations with a tab switched and a carousel paused', async ({ page }) => {
		await openHome(page, '/zh-hans')
		await page.getByRole('tab').nth(2).click()
		await page.locator('#partnership [data-rotation-control]').click()
		expect(await axeViolations(page)).toEqual([])
	})

	for (const width of [390, 1440]) {
		test(`at ${width}px the carousels take the same space before and after script runs`, async ({ browser }) => {
			const measure = async (hydrate: boolean) => {
				const context = await browser.newContext({ viewport: { width, height: 900 } })
				// Holding back the scripts shows the page as it is before hydration.
				if (!hydrate) await context.route('**/assets/*.js', (route) => route.abort())
				const page = await context.newPage()
				await page.goto('/')
				await expect(page.locator('[data-enhanced]')).toHaveCount(hydrate ? 3 : 0)
				const box = async (selector: string) => (await page.locator(selector).boundingBox())!
				const sizes = { news: (await box('#news')).height, partners: (await box('#partnership')).height }
				const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)
				await context.close()
				return { sizes, noHorizontalScroll }
			}
			const before = await measure(false)
			const after = await measure(true)
			expect(after.sizes).toEqual(before.sizes)
			expect(before.noHorizontalScroll && after.noHorizontalScroll).toBe(true)
		})
	}
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('every slide and every initiative can be read', async ({ page }) => {
		await page.setViewportSize({ width: 1440, height: 900 })
		await page.goto('/')
		for (const section of ['news', 'partnership']) {
			const links = page.locator(`#${section} [data-slide-index] a`)
			await expect(links).toHaveCount(3)
			for (const link of await links.all()) await expect(link).toBeVisible()
			await expect(page.locator(`#${section} [data-rotation-control]`)).toBeHidden()
		}
		await expect(page.getByRole('tab')).toHaveCount(0)
		const panels = page.locator('#initiatives h3')
		await expect(panels).toHaveCount(4)
		for (const heading of await panels.all()) await expect(heading).toBeVisible()
	})

	test('on a phone, each carousel is a row that scrolls sideways to every item', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/')
		for (const id of ['news-carousel-slides', 'partner-carousel-slides']) {
			const row = await page.locator(`#${id}`).evaluate((stage) => ({
				overflow: getComputedStyle(stage).overflowX,
				scrolls: stage.scrollWidth > stage.clientWidth,
			}))
			expect(row).toEqual({ overflow: 'auto', scrolls: true })
		}
		expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
	})
})

test.describe('islands', () => {
	test('the page loads no React Router runtime, manifest or route modules: only its islands and enhance.js', async ({
		page,
		request,
		problems,
	}) => {
		const html = await (await request.get('/')).text()
		expect(html).not.toContain('modulepreload')
		expect(html).not.toContain('__reactRouter')
		await openHome(page)
		const loaded = await page.evaluate(() => ({
			context: '__reactRouterContext' in window,
			manifest: '__reactRouterManifest' in window,
			routeModules: '__reactRouterRouteModules' in window,
			scripts: performance
				.getEntriesByType('resource')
				.map((entry) => new URL(entry.name).pathname)
				.filter((path) => path.endsWith('.js')),
			// enhance.js preloads the islands' script once the page has loaded, then runs it.
			preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
				(link) => new URL(link.href).pathname,
			),
		}))
		expect(loaded).toMatchObject({ context: false, manifest: false, routeModules: false })
		expect(loaded.preloads).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]{8}\.js$/)])
		expect(loaded.scripts.map((path) => path.replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual([
			'/assets/enhance.js',
			'/assets/islands.js',
		])
		expect(problems.consoleErrors).toEqual([])
		expect(problems.cspViolations).toEqual([])
	})

	test('each island root carries its props, and hydrates with the same markup', async ({ page, request }) => {
		const html = await (await request.get('/zh-hans')).text()
		const names = [...html.matchAll(/data-island="([\w-]+)"/g)].map((match) => match[1])
		expect(names).toEqual(['card-carousel', 'initiative-tabs', 'card-carousel'])
		// React reports a hydration mismatch as an error; none may occur.
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		await openHome(page, '/zh-hans')
		const props = await page
			.locator('[data-island] + script[type="application/json"]')
			.evaluateAll((blocks) => blocks.map((block) => Object.keys(JSON.parse(block.textContent!) as object)))
		expect(props).toEqual([
			['id', 'labelledBy', 'startIndex', 'words', 'cards'],
			['labelledBy', 'initiatives', 'defaultId'],
			['id', 'labelledBy', 'startIndex', 'words', 'cards'],
		])
		expect(errors).toEqual([])
	})

	test('the widgets respond to the first click and key press right after first paint, at 4× CPU throttling', async ({
		page,
		problems,
	}) => {
		const cdp = await page.context().newCDPSession(page)
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
		await page.goto('/', { waitUntil: 'commit' })
		await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
		// The controls take their space but stay out of sight until their island is alive; the
		// first click Playwright can make lands as soon as they show.
		await page.locator('#news button[aria-controls="news-carousel-slides"]').nth(1).click()
		await expect.poll(() => slidePositions(page, 'news')).toEqual(['previous', 'current', 'next'])
		const tabs = page.getByRole('tab')
		await tabs.first().focus()
		await page.keyboard.press('ArrowRight')
		await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
		await expect(tabs.nth(1)).toBeFocused()
		expect(problems.consoleErrors).toEqual([])
	})

	for (const path of ['/', '/zh-hans', '/zh-hant']) {
		test(`${path} is painted whole: its first frame already holds the footer, so no layout of the rest follows first paint`, async ({
			page,
		}) => {
			// Without the render-blocking expect link, a first frame at 4× CPU throttling often held
			// only the header and hero, and the rest of the page was laid out in one long task after.
			// The first frame that can paint anything comes once the parser has opened the body.
			await page.addInitScript(() => {
				new MutationObserver((_, observer) => {
					if (!document.body) return
					observer.disconnect()
					requestAnimationFrame(() => {
						const footer = document.querySelector('footer')
						;(window as unknown as { footerAtFirstFrame: boolean }).footerAtFirstFrame = Boolean(
							footer?.lastElementChild,
						)
					})
				}).observe(document, { childList: true, subtree: true })
			})
			const cdp = await page.context().newCDPSession(page)
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
			await page.goto(path)
			await expect
				.poll(() => page.evaluate(() => (window as unknown as { footerAtFirstFrame?: boolean }).footerAtFirstFrame))
				.toBe(true)
			await expect(page.getByRole('contentinfo')).toHaveAttribute('id', 'site-footer')
			await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute(
				'href',
				'#site-footer-end',
			)
		})
	}

	test('links from the home page load their page in full, which starts at the top', async ({ page }) => {
		await openHome(page)
		await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
		const link = page.locator('#news a[href="/dreamer/hello"]').first()
		await link.scrollIntoViewIfNeeded()
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
		await link.click()
		await expect(page).toHaveURL(/\/dreamer\/hello$/)
		await expect(page.locator('h1')).toHaveCount(1)
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined()
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	})
})
