import { useLocation, useMatches } from 'react-router'
import { stripLocale } from '#app/i18n/locales.ts'
import { canonicalPath } from './canonical-path.ts'

/**
 * The English path the language links (menu, header, offer) lead to, in each
 * language: this page's; on the not-found page, the home page, since the
 * address is no page in any language (the 404.html files are served for
 * every such address: docs/decisions/054).
 */
export function useLanguageSwitchPath(): string {
	const { pathname } = useLocation()
	const notFound = useMatches().some((match) => match.id === 'not-found')
	return notFound ? '/' : stripLocale(canonicalPath(pathname))
}
