import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname, stripLocale } from '#app/i18n/locales.ts'

type DataArgs = { pattern: string }

/**
 * Which page a loader is rendering, in which language, and everything the site
 * says in that language. Route patterns are static and lower-case here, so
 * `pattern` names the page even when the browser asked in another letter case.
 */
export function pageContext({ pattern }: DataArgs) {
	const pathname = `/${pattern.replace(/^\/+/, '')}`.toLowerCase()
	const locale = localeFromPathname(pathname)
	const path = stripLocale(pathname)
	return { locale, path, content: getContent(locale) }
}
