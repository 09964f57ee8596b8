import type { NextFunction, Request, Response } from 'express'
import { matchPath, type ServerBuild } from 'react-router'
import { loggable, type LogThrottle } from '#server/log-throttle.ts'

const readOnly = ['GET', 'HEAD']
const withAction = ['GET', 'HEAD', 'POST']

/**
 * The methods a path answers: GET and HEAD everywhere (pages, files, the
 * not-found page), POST only where a route has an action (the sign-up and
 * the e-mail link pages). Taken from the build's route manifest, so a route
 * that gains an action is allowed POST without touching this file.
 * React Router's single-fetch form of a URL (`/newsletter.data`,
 * `/_root.data`) is judged as the page it stands for.
 */
export function allowedMethods(build: Pick<ServerBuild, 'routes'>): (path: string) => string[] {
	const patterns = actionPatterns(build.routes)
	return (path) => {
		const page = pageOfDataRequest(path)
		return patterns.some((pattern) => matchPath(pattern, page)) ? withAction : readOnly
	}
}

function pageOfDataRequest(path: string): string {
	if (!path.endsWith('.data')) return path
	const page = path.slice(0, -'.data'.length)
	if (page === '/_root') return '/'
	return page.endsWith('/_') ? page.slice(0, -1) : page
}

/** The full path pattern of every route that has an action (a handful), matched as React Router would. */
function actionPatterns(manifest: ServerBuild['routes']): { path: string; caseSensitive: boolean; end: true }[] {
	const fullPath = (id: string | undefined): string => {
		const route = id === undefined ? undefined : manifest[id]
		if (!route) return ''
		return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/')
	}
	return Object.values(manifest)
		.filter((route) => route !== undefined && typeof route.module.action === 'function')
		.map((route) => ({ path: `/${fullPath(route!.id)}`, caseSensitive: route!.caseSensitive ?? false, end: true }))
}

/** A host name as a URL may hold it (an IPv6 literal in brackets), without the port. */
const validHostname = /^(?:[a-z\d_](?:[a-z\d_-]*[a-z\d_])?(?:\.[a-z\d_](?:[a-z\d_-]*[a-z\d_])?)*\.?|\[[\da-f:.]+\])$/i

/**
 * Requests no page of this site can answer get a short, cheap answer before
 * any work is done, and one log line (throttled: a flood of them writes a few
 * lines a minute):
 *
 * - no Host header, or one that is not a host name: 400;
 * - a method the path does not answer (TRACE anywhere, POST to a page
 *   without an action, PUT or DELETE on the sign-up): 405 with `Allow`;
 * - OPTIONS: 204 with `Allow`, not logged.
 *
 * Unknown method names (FOO, TRACK) never get this far: Node's HTTP parser
 * answers them with 400 itself.
 */
export function requestGuard({ allowed, log }: { allowed: (path: string) => string[]; log: LogThrottle }) {
	return (req: Request, res: Response, next: NextFunction) => {
		const hostname = req.hostname
		if (!req.headers.host || !hostname || !validHostname.test(hostname)) {
			log.line(`[http] 400 bad Host`, `[http] 400 ${req.method} ${loggable(req.path)}: missing or invalid Host header`)
			refuse(res, 400, 'Bad Request')
			return
		}
		// Every path answers GET and HEAD: the common case costs no route matching.
		if (req.method === 'GET' || req.method === 'HEAD') return next()
		const methods = allowed(req.path)
		if (methods.includes(req.method)) return next()
		res.setHeader('Allow', methods.join(', '))
		if (req.method === 'OPTIONS') {
			res.status(204).end()
			return
		}
		log.line(
			`[http] 405 ${req.method}`,
			`[http] 405 ${req.method} ${loggable(req.path)}: allowed ${methods.join(', ')}`,
		)
		refuse(res, 405, 'Method Not Allowed')
	}
}

function refuse(res: Response, status: number, text: string) {
	res.status(status)
	res.setHeader('Content-Type', 'text/plain; charset=utf-8')
	res.setHeader('Cache-Control', 'no-store')
	// The request's body (if any) is not read: close the connection rather than drain it.
	res.setHeader('Connection', 'close')
	res.end(`${text}\n`)
}
