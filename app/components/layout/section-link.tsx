import type { MouseEvent, ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { localizePath, stripLocale } from '~/i18n/locales.ts'
import { canonicalPath } from '~/lib/canonical-path.ts'
import { useLocale } from '~/lib/use-locale.ts'
import type { ScrollState } from '~/lib/use-scroll-to-section.ts'

type SectionLinkProps = {
	/** The id of a section of the home page; `home` is the top of the page. */
	section: string
	className?: string
	children: ReactNode
}

/**
 * A link to a section of the home page. In plain HTML it is `/#news`, so it
 * works without JavaScript. Where the page runs script it follows the spec's
 * rule: navigate home carrying the section in history state (replacing the
 * entry when already home); the home page then scrolls there after 100 ms.
 */
export function SectionLink({ section, className, children }: SectionLinkProps) {
	const locale = useLocale()
	const location = useLocation()
	const navigate = useNavigate()
	const home = localizePath('/', locale)
	const href = section === 'home' ? home : localizePath(`/#${section}`, locale)

	function onClick(event: MouseEvent<HTMLAnchorElement>) {
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		event.preventDefault()
		const onHome = stripLocale(canonicalPath(location.pathname)) === '/'
		const state: ScrollState = { scrollTo: section }
		void navigate(home, { state, replace: onHome, preventScrollReset: true })
	}

	return (
		<a href={href} className={className} onClick={onClick}>
			{children}
		</a>
	)
}
