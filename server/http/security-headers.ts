import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'
import { canonicalPath } from '#app/lib/canonical-path.ts'
import { adminContentSecurityPolicy, contentSecurityPolicy } from './content-security-policy.ts'

/** Written by scripts/build/postbuild.ts: each prerendered page's CSP, with its inline-script hashes, and /admin's. */
export type CspManifest = {
	pages: Record<string, string>
	default: string
	admin?: string
	/** Each language's not-found page (404.html files), by locale. */
	notFound?: Record<string, string>
}

/** The build's CSP manifest, or (a build without one) the default policy alone. */
export function readCspManifest(buildDir: string): CspManifest {
	const manifestFile = cspManifestFile(buildDir)
	return existsSync(manifestFile)
		? JSON.parse(readFileSync(manifestFile, 'utf8'))
		: { pages: {}, default: contentSecurityPolicy() }
}

/**
 * Whether a request is for the CMS itself (/admin/, its files, its API and
 * Git-host sign-in), which has a policy of its own. The workspace's pages
 * around it (/admin/sign-in, /admin/publishing…) have the site's strict one.
 */
const isAdminPath = (path: string) =>
	path === '/admin' ||
	path === '/admin/' ||
	/^\/admin\/config(?:\.zh-han[st])?\.yml$/.test(path) ||
	/^\/admin\/(?:assets|api|auth)(?:\/|$)/.test(path)

/**
 * The CMS signs in to the Git host in a pop-up window that reports back to
 * it (window.opener), which `same-origin` would cut off.
 */
export const adminOpenerPolicy = 'same-origin-allow-popups'

export const cspManifestFile = (buildDir: string) => join(buildDir, 'csp.json')

/** Headers every response shares, for the same policy the static `_headers` file states. */
export const sharedHeaders = {
	'Referrer-Policy': 'same-origin',
	'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
	'Cross-Origin-Opener-Policy': 'same-origin',
	'X-Content-Type-Options': 'nosniff',
	'X-Frame-Options': 'DENY',
} as const

export const hstsValue = 'max-age=63072000; includeSubDomains'

/**
 * Security headers: helmet's defaults (nosniff, COOP, CORP, …) with a
 * same-origin referrer (Back relies on it), a Permissions-Policy, HSTS only
 * over TLS (directly, or behind a trusted proxy that says so), and each
 * page's own Content-Security-Policy.
 */
export function securityHeaders(buildDir: string) {
	const manifest = readCspManifest(buildDir)
	const base = helmet({
		contentSecurityPolicy: false,
		strictTransportSecurity: false,
		referrerPolicy: { policy: 'same-origin' },
		xFrameOptions: { action: 'deny' },
	})
	return [
		base,
		(req: Request, res: Response, next: NextFunction) => {
			res.setHeader('Permissions-Policy', sharedHeaders['Permissions-Policy'])
			if (isAdminPath(req.path)) {
				res.setHeader('Content-Security-Policy', manifest.admin ?? adminContentSecurityPolicy())
				res.setHeader('Cross-Origin-Opener-Policy', adminOpenerPolicy)
				res.setHeader('X-Robots-Tag', 'noindex, nofollow')
			} else res.setHeader('Content-Security-Policy', manifest.pages[canonicalPath(req.path)] ?? manifest.default)
			if (req.secure) res.setHeader('Strict-Transport-Security', hstsValue)
			next()
		},
	]
}
