import { pagePaths } from '#app/content/page-paths.ts'
import { locales } from '#app/i18n/locales.ts'
import { recordPagePaths } from '#app/lib/record-pages.server.ts'
import { absoluteUrl, alternateLinks } from '#app/lib/seo/seo.ts'

/**
 * sitemap.xml: every page in every language (news posts and events too), each with its hreflang
 * alternates (all three languages and x-default), so search engines pair them.
 */
export function loader() {
	const paths = [...pagePaths, ...recordPagePaths()]
	const urls = locales.flatMap((locale) =>
		paths.map((path) => {
			const links = alternateLinks(path, locale).alternates.map(
				(alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${alternate.href}"/>`,
			)
			return [`  <url>`, `    <loc>${absoluteUrl(path, locale)}</loc>`, ...links, `  </url>`].join('\n')
		}),
	)
	const xml = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
		...urls,
		'</urlset>',
		'',
	].join('\n')
	return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
