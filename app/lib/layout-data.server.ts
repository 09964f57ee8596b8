import type { LanguageOfferWords } from '#app/components/layout/language-offer.tsx'
import { getContent, isPagePath, type SiteContent } from '#app/content/index.server.ts'
import { localeFromPathname, stripLocale, type Locale } from '#app/i18n/locales.ts'
import { canonicalPath } from './canonical-path.ts'
import { breadcrumbs } from './seo/breadcrumbs.server.ts'
import { breadcrumbJsonLd, organizationJsonLd } from './seo/structured-data.ts'

/**
 * What the root loader hands to every page (app/root.tsx): the page's
 * language, the shared layout's words, the page's structured data and the
 * offer to read an English page in Chinese. Its own module so that the
 * layout's components read its type (useLayoutData) without importing the
 * root route that renders them.
 */
export function layoutData(url: URL) {
	const locale = localeFromPathname(url.pathname)
	const content = getContent(locale)
	const path = stripLocale(canonicalPath(url.pathname))
	return {
		locale,
		layout: content.layout,
		structuredData: structuredData(path, content, locale),
		languageOffer: languageOfferWords(path, locale),
	}
}

/** English pages carry the offer to read them in Chinese, in both scripts' words (decision 021). */
function languageOfferWords(path: string, locale: Locale): LanguageOfferWords | null {
	if (locale !== 'en' || !isPagePath(path)) return null
	return {
		'zh-hans': getContent('zh-hans').layout.languageOffer,
		'zh-hant': getContent('zh-hant').layout.languageOffer,
	}
}

/** What the page is, for search engines: the organisation on home, the breadcrumb trail elsewhere. */
function structuredData(path: string, content: SiteContent, locale: Locale) {
	if (!isPagePath(path)) return []
	if (path === '/') return [organizationJsonLd(locale, content.pages['/'].meta.description)]
	return [breadcrumbJsonLd(breadcrumbs(path, content, locale), locale)]
}
