import { useRouteLoaderData } from 'react-router'
import type { layoutData } from './layout-data.server.ts'

/** The root loader's data: the page's language and the shared layout's words. */
export function useLayoutData() {
	const data = useRouteLoaderData<typeof layoutData>('root')
	if (!data) throw new Error('useLayoutData: the root loader has not run')
	return data
}
