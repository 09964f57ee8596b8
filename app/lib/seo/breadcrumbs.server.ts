import { isPagePath, type SiteContent } from '#app/content/index.server.ts'
import { siteName } from './seo.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { Crumb } from './structured-data.ts'

/**
 * The trail from home to a page, named by each page's title:
 * `/perpetuator/actuallifeneeds/diabetes` → Home › The Perpetuator › Real Life Needs › Diabetes.
 * Ancestors that are not pages are skipped.
 */
export function breadcrumbs(path: string, content: SiteContent, locale: Locale): Crumb[] {
	const segments = path.split('/').filter(Boolean)
	const ancestors = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
	return [
		{ name: siteName(locale), path: '/' },
		...ancestors.filter(isPagePath).map((ancestor) => ({ name: content.pages[ancestor].meta.title, path: ancestor })),
	]
}
