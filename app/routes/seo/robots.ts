import { site } from '#app/config/site.ts'

/** robots.txt: everything may be crawled but the CMS (/admin); the sitemap lists every page. */
export function loader() {
	const body = [
		'User-agent: *',
		// The more specific rule first, for crawlers that take the first match.
		'Disallow: /admin',
		'Allow: /',
		'',
		`Sitemap: ${site.baseUrl.value}/sitemap.xml`,
		'',
	].join('\n')
	return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
