import { site } from '~/config/site.ts'

/** robots.txt: everything may be crawled; the sitemap lists every page. */
export function loader() {
	const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.baseUrl.value}/sitemap.xml`, ''].join('\n')
	return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
