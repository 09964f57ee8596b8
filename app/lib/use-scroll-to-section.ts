import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** History state asking a page to bring one of its sections into view. */
export type ScrollState = { scrollTo: string }

/** The spec's delay between arriving and scrolling. */
export const SECTION_SCROLL_DELAY_MS = 100

function requestedSection(state: unknown): string | undefined {
	if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return undefined
	return typeof state.scrollTo === 'string' ? state.scrollTo : undefined
}

/**
 * Honours a scroll-to-section request carried in history state: after 100 ms,
 * scrolls to the element with that id (smoothly unless the reader prefers
 * reduced motion), moves focus there for keyboard and screen-reader users,
 * then clears the state so Back and reload do not scroll again.
 * A `#section` hash on a full page load needs no script: the browser scrolls.
 */
export function useScrollToSection() {
	const location = useLocation()
	const navigate = useNavigate()

	useEffect(() => {
		const section = requestedSection(location.state)
		if (!section) return
		const timer = window.setTimeout(() => {
			const target = document.getElementById(section)
			if (target) {
				const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
				target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
				if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
				target.focus({ preventScroll: true })
			}
			void navigate(
				{ pathname: location.pathname, search: location.search, hash: location.hash },
				{ replace: true, state: null, preventScrollReset: true },
			)
		}, SECTION_SCROLL_DELAY_MS)
		return () => window.clearTimeout(timer)
	}, [location, navigate])
}
