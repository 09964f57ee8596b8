import type { NextFunction, Request, Response } from 'express'
import { readSessionCookie } from '#app/workspace/session-cookie.ts'
import type { Staff } from '#app/workspace/staff-context.ts'
import type { WorkspaceRuntime } from '#app/workspace/runtime.server.ts'
import { isWorkspacePath } from '#app/workspace/workspace-context.ts'

declare global {
	namespace Express {
		interface Locals {
			/** The signed-in staffer, on workspace paths (null: nobody). */
			staff?: Staff | null
		}
	}
}

/**
 * In front of every workspace path (/admin…, /zh-hans/admin…, /zh-hant/admin…):
 * never cached, never indexed; a write from another site's page is refused
 * (403) before anything reads it; the session cookie names the staffer
 * (`res.locals.staff`). `localEditor` (`npm run cms` on 127.0.0.1): everyone
 * is that staffer, with no sign-in.
 */
export function workspaceGate({
	workspace,
	localEditor = null,
}: {
	workspace: WorkspaceRuntime | null
	localEditor?: Staff | null
}) {
	return async (req: Request, res: Response, next: NextFunction) => {
		if (!isWorkspacePath(req.path)) return next()
		res.setHeader('Cache-Control', 'no-store')
		res.setHeader('X-Robots-Tag', 'noindex, nofollow')
		res.setHeader('Referrer-Policy', 'same-origin')
		if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOriginRequest(req))
			return void res.status(403).type('text').send('Refused: this request came from another website.\n')
		res.locals.staff = localEditor
		if (!localEditor && workspace) {
			const session = readSessionCookie(req.headers.cookie, workspace.config.secureCookies)
			if (session) res.locals.staff = await workspace.staffOfSession(session).catch(() => null)
		}
		next()
	}
}

/**
 * Whether a request comes from the site's own pages: `Sec-Fetch-Site:
 * same-origin` when the browser sends it; else an Origin of this host; a
 * request with neither (not a browser: curl, tests) passes, since it carries
 * no browser's cookie. Stricter than the sign-up's check: no other origin is
 * ever allowed, and `same-site` is not enough.
 */
export function isSameOriginRequest(req: Request): boolean {
	const fetchSite = req.get('sec-fetch-site')
	if (fetchSite) return fetchSite === 'same-origin'
	const origin = req.get('origin')
	if (!origin) return true
	try {
		return new URL(origin).host === req.get('host')
	} catch {
		return false
	}
}
