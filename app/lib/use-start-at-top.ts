import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Starts the page at the top when the reader arrives by client-side
 * navigation (from a hydrated page such as home). On such pages the root
 * layout drops React Router's <ScrollRestoration>, so nothing else resets the
 * scroll and the page would open at the previous page's offset. A full page
 * load runs no script here and opens at the top (or at its #hash) natively.
 * A hash, or a scroll-to-section request in history state, takes precedence.
 */
export function useStartAtTop() {
	const location = useLocation()
	// The location the page was arrived at: later state changes (such as the
	// scroll-to-section request being cleared) are not arrivals.
	const arrival = useRef(location)
	useLayoutEffect(() => {
		const { hash, state } = arrival.current
		const sectionRequested = typeof state === 'object' && state !== null && 'scrollTo' in state
		if (hash || sectionRequested) return
		window.scrollTo(0, 0)
	}, [])
}
