import type { NextFunction, Request, Response } from 'express'
import { canonicalPath } from '#app/lib/canonical-path.ts'

/**
 * URLs are case-insensitive and have no trailing slash: `/AACNTV`,
 * `/perpetuator/LastingMentalHealthSupport/` and the like answer with a
 * permanent redirect to the page's canonical, lower-case URL (query kept).
 * Only paths that lower-case to a real page are redirected; anything else
 * falls through to the not-found page.
 */
export function canonicalRedirect(pages: Set<string>) {
	return (req: Request, res: Response, next: NextFunction) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const canonical = canonicalPath(req.path)
		if (canonical === req.path || !pages.has(canonical)) return next()
		const queryStart = req.originalUrl.indexOf('?')
		const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart)
		res.redirect(301, canonical + query)
	}
}
