import { AxeBuilder } from '@axe-core/playwright'
import { test as base, expect, type Page, type Request as PlaywrightRequest } from '@playwright/test'
import { pagePaths as allPagePaths } from '#app/content/page-paths.ts'
import { partnerPath, type PartnerRecord } from '#app/content/schema/records/partner.ts'
import { locales, localizePath, type Locale } from '#app/i18n/locales.ts'
import { siteContent } from '#tests/support/site-content.ts'

/** Every page of the site, by English path: the pages' content files', and the partners' (records). */
export const pagePaths = [
	...allPagePaths,
	...(siteContent().en.records.partners as PartnerRecord[]).map((partner) => partnerPath(partner.id)),
]

/** Every page in every language: [locale, English path, URL path]. */
export const allPages: [Locale, string, string][] = locales.flatMap((locale) =>
	pagePaths.map((path): [Locale, string, string] => [locale, path, localizePath(path, locale)]),
)

/** WCAG 2.2 AA, as axe-core tags it. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function axeViolations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
	return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

type Problems = {
	consoleErrors: string[]
	failedRequests: string[]
	cspViolations: string[]
	/** Requests to any origin but the page's own: none may be needed (readers in mainland China, issue 22). */
	otherOrigins: string[]
}

/**
 * `test` with a `problems` fixture that records console errors, page errors,
 * Content-Security-Policy violations, failed or erroring requests, and requests to other origins while a test runs.
 */
export const test = base.extend<{ problems: Problems }>({
	problems: async ({ page }, provide) => {
		const problems: Problems = { consoleErrors: [], failedRequests: [], cspViolations: [], otherOrigins: [] }
		await page.exposeFunction('reportCspViolation', (violation: string) => problems.cspViolations.push(violation))
		await page.addInitScript(() => {
			document.addEventListener('securitypolicyviolation', (event) => {
				const report = (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation
				report(
					`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
				)
			})
		})
		page.on('console', (message) => {
			if (message.type() === 'error') problems.consoleErrors.push(message.text())
		})
		page.on('pageerror', (error) => problems.consoleErrors.push(error.message))
		// A request that a navigation cancelled has not failed: one the old document made while the
		// next page was loading, or before it (the favicon, fetched after load). Aborts within one
		// document still count.
		let navigations = 0
		let navigating = false
		const startedAt = new WeakMap<PlaywrightRequest, { navigations: number; navigating: boolean }>()
		page.on('request', (request) => {
			if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
				navigations++
				navigating = true
			}
			startedAt.set(request, { navigations, navigating })
			const url = new URL(request.url())
			const own = new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin
			if (['http:', 'https:'].includes(url.protocol) && url.origin !== own) problems.otherOrigins.push(url.href)
		})
		page.on('framenavigated', (frame) => {
			if (frame === page.mainFrame()) navigating = false
		})
		page.on('requestfailed', (request) => {
			const error = request.failure()?.errorText
			const start = startedAt.get(request)
			const cancelledByNavigation = start && (start.navigating || navigations > start.navigations)
			if (error === 'net::ERR_ABORTED' && cancelledByNavigation) return
			problems.failedRequests.push(`${request.url()} ${error}`)
		})
		page.on('response', (response) => {
			if (response.status() >= 400) problems.failedRequests.push(`${response.url()} ${response.status()}`)
		})
		await provide(problems)
	},
})

export { expect }
