import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
	const media = window.matchMedia(QUERY)
	media.addEventListener('change', onChange)
	return () => media.removeEventListener('change', onChange)
}

/** Whether the reader has asked for less motion; follows the setting as it changes. False on the server. */
export function useReducedMotion(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => window.matchMedia(QUERY).matches,
		() => false,
	)
}
