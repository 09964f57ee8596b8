import { localeConfig } from '#app/i18n/locales.ts'
import { allPages, axeViolations, expect, test } from './site.ts'

/** The checks every page passes, in every language. */
for (const [locale, path, url] of allPages) {
	test(`${url} is complete and accessible`, async ({ page, problems }) => {
		const response = await page.goto(url)
		expect(response?.status(), 'HTTP status').toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', localeConfig[locale].hrefLang)
		await expect(page.locator('h1')).toHaveCount(1)
		expect((await page.title()).trim(), 'title').not.toBe('')
		const description = await page.locator('meta[name="description"]').getAttribute('content')
		expect(description?.trim(), 'meta description').toBeTruthy()
		await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
		await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4)
		// Links to other sites open in a new tab and share nothing with them.
		const outside = await page.locator('a[href^="http"]').evaluateAll((links) =>
			links
				.filter((link) => new URL((link as HTMLAnchorElement).href).origin !== location.origin)
				.map((link) => ({
					href: link.getAttribute('href'),
					target: link.getAttribute('target'),
					rel: link.getAttribute('rel'),
				})),
		)
		for (const link of outside) {
			expect(link.target, `${link.href} opens in a new tab`).toBe('_blank')
			expect(link.rel, `${link.href} rel`).toBe('noopener noreferrer')
		}
		await page.waitForLoadState('networkidle')
		expect(await axeViolations(page), `axe violations on ${path} (${locale})`).toEqual([])
		expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([])
		expect(problems.consoleErrors, 'console errors').toEqual([])
		expect(problems.failedRequests, 'failed requests').toEqual([])
		// Nothing a page or its forms need comes from, or goes to, another origin (readers in mainland China).
		expect(problems.otherOrigins, 'requests to other origins').toEqual([])
		const formTargets = await page
			.locator('form')
			.evaluateAll((forms) =>
				forms
					.map((form) => (form as HTMLFormElement).action)
					.filter((action) => new URL(action).origin !== location.origin),
			)
		expect(formTargets, 'forms posting to other origins').toEqual([])
	})
}
