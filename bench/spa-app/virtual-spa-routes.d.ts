declare module 'virtual:spa-routes' {
	import type { RouteObject } from 'react-router'
	export const routes: RouteObject[]
}
