import { describe, expect, it } from 'vitest'
import { getContent, isPagePath } from './index.server.ts'
import { notFoundKey, pagePaths } from './page-paths.ts'

describe('the not-found page’s words', () => {
	it('are in every language, and lead home and to the contacts page in that language', () => {
		for (const [locale, prefix] of [
			['en', ''],
			['zh-hans', '/zh-hans'],
			['zh-hant', '/zh-hant'],
		] as const) {
			const { notFound } = getContent(locale)
			expect(notFound.title).not.toBe('')
			const links = JSON.stringify(notFound.body.hast)
			expect(links).toContain(`"href":"${prefix || '/'}"`)
			expect(links).toContain(`"href":"${prefix}/contacts"`)
		}
	})

	it('are not a page of their own: not in the page list, the sitemap or the search', () => {
		expect(pagePaths).not.toContain(notFoundKey)
		expect(isPagePath(notFoundKey)).toBe(false)
		expect(Object.keys(getContent('en').pages)).not.toContain(notFoundKey)
	})
})
