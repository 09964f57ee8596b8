import { join } from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { localeFromPathname, type Locale } from '#app/i18n/locales.ts'
import { cacheControl } from './cache-control.ts'
import { sendPage } from './send-page.ts'

/** Where the build writes each language's not-found page (scripts/build/postbuild.ts), inside build/client. */
export const notFoundFile = (locale: Locale) => (locale === 'en' ? '404.html' : `${locale}/404.html`)

type NotFoundOptions = {
	clientDir: string
	build: Pick<ServerBuild, 'routes'>
	/** The prerendered pages (server/http/site-index.ts). */
	pages: Set<string>
	/** Each language's not-found page's Content-Security-Policy (build/csp.json). */
	policies?: Partial<Record<Locale, string>>
}

/**
 * A GET or HEAD for an address no page has: the not-found page of the
 * address's language, from the file the build wrote (precompressed), with
 * status 404, never rendered (docs/decisions/054). "No page" is: only the `*`
 * route matches, or the deepest route that matches is one the build
 * prerendered pages for (an unknown /news/<slug>, or a one-segment address
 * that names no partner). Routes the build never prerenders (the
 * newsletter's token pages, the archive, anything rendered per request) are
 * left to React Router, which answers 404 for an unknown token itself.
 */
export function notFoundPages({ clientDir, build, pages, policies = {} }: NotFoundOptions) {
	const routes = routeTree(build.routes)
	const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id
	// The routes whose every page is a file: whatever else they match is not a page.
	const prerendered = new Set([...pages].map(deepest).filter((id) => id !== undefined))
	return (req: Request, res: Response, next: NextFunction) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		// React Router's own requests (client navigation data) stay its own.
		if (req.path.endsWith('.data') || req.path.startsWith('/__')) return next()
		// A page the build has, that this request wants rendered (the sign-up's result with a way back).
		if (pages.has(req.path)) return next()
		const route = deepest(req.path)
		if (route !== undefined && route !== 'not-found' && !prerendered.has(route)) return next()
		const locale = localeFromPathname(req.path)
		const policy = policies[locale]
		if (policy) res.setHeader('Content-Security-Policy', policy)
		res.setHeader('Cache-Control', cacheControl.page)
		res.status(404)
		sendPage(req, res, join(clientDir, notFoundFile(locale)), next)
	}
}

/** The build's flat route manifest as the nested routes `matchRoutes` reads. */
function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
	const children = new Map<string | undefined, RouteObject[]>()
	for (const route of Object.values(manifest)) {
		if (!route) continue
		const object: RouteObject = route.index
			? { id: route.id, index: true, caseSensitive: route.caseSensitive }
			: { id: route.id, path: route.path, caseSensitive: route.caseSensitive }
		const siblings = children.get(route.parentId) ?? []
		siblings.push(object)
		children.set(route.parentId, siblings)
	}
	const attach = (list: RouteObject[]): RouteObject[] =>
		list.map((route) => {
			const below = children.get(route.id)
			return below && !route.index ? { ...route, children: attach(below) } : route
		})
	return attach(children.get(undefined) ?? [])
}
