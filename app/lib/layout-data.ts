import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'

/** The root loader's data: the page's language and the shared layout's words. */
export function useLayoutData() {
	const data = useRouteLoaderData<typeof rootLoader>('root')
	if (!data) throw new Error('useLayoutData: the root loader has not run')
	return data
}
