import { locales } from '#app/i18n/locales.ts'
import { allPages, expect, test } from './site.ts'

/**
 * WCAG 1.4.10 Reflow: at 320 CSS px (1280 px zoomed to 400 %) no page scrolls
 * sideways, in any language. A failure names each page and the widest
 * elements that stick out past the window, so the culprit is easy to find.
 */
test.use({ viewport: { width: 320, height: 640 } })

for (const locale of locales) {
	test(`every ${locale} page fits 320 px without scrolling sideways`, async ({ page }) => {
		test.setTimeout(180_000)
		const overflowing: string[] = []
		for (const [, , url] of allPages.filter(([pageLocale]) => pageLocale === locale)) {
			await page.goto(url)
			const result = await page.evaluate(() => {
				const root = document.documentElement
				const width = root.clientWidth
				const culprits = [...document.body.querySelectorAll('*')]
					.filter((element) => element.getBoundingClientRect().right > width + 0.5)
					// Only the outermost offenders: their descendants stick out with them.
					.filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
					.slice(0, 3)
					.map((element) => {
						const classes = [...element.classList].join('.')
						return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(element.getBoundingClientRect().right)})`
					})
				return { scrollWidth: root.scrollWidth, clientWidth: width, culprits }
			})
			if (result.scrollWidth > result.clientWidth) {
				overflowing.push(`${url}: ${result.scrollWidth} > ${result.clientWidth}; ${result.culprits.join(', ')}`)
			}
		}
		expect(overflowing).toEqual([])
	})
}
