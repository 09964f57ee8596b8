import { getContent, isPagePath } from '#app/content/index.server.ts'
import { localizePath, stripLocale, type Locale } from '#app/i18n/locales.ts'
import { canonicalPath } from '#app/lib/canonical-path.ts'
import type { WayBack } from './outcome.ts'
import { wayBackParam } from './way-back-param.ts'

/**
 * The page a sign-up form sat on, so that the answer can offer the way back
 * to it. The form sends the page's path in a hidden field; after a success
 * without JavaScript it travels on in the redirect's query (`?from=`). Both
 * come from the request, so both are checked here: only the English path of
 * one of this site's pages is kept, anything else is dropped.
 */
export { wayBackParam } from './way-back-param.ts'

/** The English path of one of our pages, from a path in any language and spelling; null for anything else. */
export function sitePagePath(value: string | null | undefined): string | null {
	if (!value || value.length > 200) return null
	const english = stripLocale(canonicalPath(value))
	return isPagePath(english) ? english : null
}

/** Pages whose result needs no way back: the answer's own page and the home page already link to them. */
const noWayBack = new Set(['/', '/newsletter', '/newsletter/check-your-inbox'])

/** The link back to `path` (an English page path) in `locale`, with the page's title; null when none is needed. */
export function wayBack(path: string | null, locale: Locale): WayBack | null {
	if (!path || noWayBack.has(path) || !isPagePath(path)) return null
	const page = getContent(locale).pages[path] as { meta: { title: string } }
	return { href: localizePath(path, locale), title: page.meta.title }
}

/** The address of the result page after a success, carrying the way back when there is one. */
export function checkInboxPath(locale: Locale, source: string | null): string {
	const path = localizePath('/newsletter/check-your-inbox', locale)
	return source && wayBack(source, locale) ? `${path}?${wayBackParam}=${encodeURIComponent(source)}` : path
}
