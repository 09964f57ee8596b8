import type { ComponentType } from 'react'
import { useLoaderData, useMatches, useParams, type LoaderFunction } from 'react-router'

/** What the SPA uses of a framework-mode route module. */
export type RouteModule = {
	default?: ComponentType<{ loaderData: unknown; params: unknown; matches: unknown }>
	loader?: LoaderFunction
	handle?: unknown
	ErrorBoundary?: ComponentType
}

/**
 * A framework-mode route module as a data-mode route: the same loader (run in
 * the browser), and the component given the props framework mode gives it.
 */
export function dataRoute(module: RouteModule) {
	return {
		loader: module.loader,
		handle: module.handle,
		ErrorBoundary: module.ErrorBoundary,
		Component: module.default ? withRouteProps(module.default) : undefined,
	}
}

function withRouteProps(Page: NonNullable<RouteModule['default']>) {
	return function RouteComponent() {
		return <Page loaderData={useLoaderData()} params={useParams()} matches={useMatches()} />
	}
}
