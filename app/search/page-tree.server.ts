import { getRecords, pageTitle, type PagePath, type SiteContent } from '#app/content/index.server.ts'
import { pagePaths } from '#app/content/page-paths.ts'
import { partnerPath } from '#app/content/schema/records/partner.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { siteName } from '#app/lib/seo/seo.ts'

export type PageTreeNode = { href: string; title: string; children: PageTreeNode[] }

/**
 * Every page of the site in a language, as a tree by path (`/dreamer` holds
 * `/dreamer/hello`), titled by each page's heading (the home page by the
 * site's name), in the site's reading order (app/content/page-paths.ts).
 * Pages listed in `leaveOut` (English paths) are not in it.
 */
export function pageTree(content: SiteContent, locale: Locale, leaveOut: string[] = []): PageTreeNode[] {
	// The partners' pages (records, not page files) come where the site always listed them: before the initiatives.
	const partners = new Map(getRecords(locale).partners.map((partner) => [partnerPath(partner.id), partner.name]))
	const pages = pagePaths.filter((path) => Object.hasOwn(content.pages, path))
	const before = pages.findIndex((path) => path === '/dreamer' || path.startsWith('/dreamer/'))
	const at = before === -1 ? pages.length : before
	const paths = [...pages.slice(0, at), ...partners.keys(), ...pages.slice(at)].filter(
		(path) => !leaveOut.includes(path),
	)
	const nodes = new Map<string, PageTreeNode>()
	const roots: PageTreeNode[] = []
	for (const path of paths) {
		const title = path === '/' ? siteName(locale) : (partners.get(path) ?? pageTitle(path as PagePath, locale))
		nodes.set(path, { href: localizePath(path, locale), title, children: [] })
	}
	for (const path of paths) {
		const parent = ancestors(path).find((ancestor) => nodes.has(ancestor))
		const node = nodes.get(path)!
		if (parent) nodes.get(parent)!.children.push(node)
		else roots.push(node)
	}
	return roots
}

/** `/a/b/c` → `/a/b`, `/a` (nearest first); the home page is nobody's parent. */
function ancestors(path: string): string[] {
	const segments = path.split('/').filter(Boolean)
	return segments.slice(0, -1).map((_, index, all) => `/${all.slice(0, all.length - index).join('/')}`)
}
