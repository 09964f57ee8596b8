import { getContent, isPagePath, type PagePath } from '~/content/index.server.ts'
import { localeFromPathname, stripLocale } from '~/i18n/locales.ts'

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

/**
 * The content of the page a generic route module is mounted at. The home page
 * has a module (and a content shape) of its own, so it is never one of them.
 */
export function currentPage({ pattern }: DataArgs) {
	const { locale, path, content } = pageContext({ pattern })
	if (!isPagePath(path) || path === '/') throw new Error(`No generic page at ${path}`)
	return { locale, path: path as Exclude<PagePath, '/'>, page: content.pages[path] }
}
