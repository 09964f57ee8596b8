import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerendered HTML and while React hydrates it; true once React
 * runs in the browser. Interactive widgets render their no-script form until
 * then, so the page reads fully before (and without) JavaScript.
 */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
}
