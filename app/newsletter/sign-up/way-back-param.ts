import { stripLocale } from '#app/i18n/locales.ts'
import { canonicalPath } from '#app/lib/canonical-path.ts'

/**
 * The query parameter that carries the page a sign-up came from to the result
 * page. Apart from way-back.server.ts (which reads the site's content) so the
 * server can use it without loading the content.
 */
export const wayBackParam = 'from'

/** Whether a request for a prerendered page must be rendered instead: the result page with a way back. */
export function needsRender(path: string, query: URLSearchParams): boolean {
	return query.has(wayBackParam) && stripLocale(canonicalPath(path)) === '/newsletter/check-your-inbox'
}
