import { createHash } from 'node:crypto'
import { stripLocale } from '#app/i18n/locales.ts'

type PolicyOptions = {
	/** Allow compiling WebAssembly (`'wasm-unsafe-eval'`): the search pages only, for Pagefind. */
	webAssembly?: boolean
}

/**
 * The Content-Security-Policy of a page. Prerendered pages cannot carry a
 * per-request nonce, so each inline script is allowed by its SHA-256 hash,
 * computed at build time (scripts/build/postbuild.ts). Pages without inline
 * scripts (today, every page) allow scripts from this origin only.
 */
export function contentSecurityPolicy(
	scriptHashes: string[] = [],
	formOrigins: string[] = [],
	{ webAssembly = false }: PolicyOptions = {},
): string {
	const directives: Record<string, string[]> = {
		'default-src': ["'self'"],
		'script-src': [
			"'self'",
			...scriptHashes.map((hash) => `'${hash}'`),
			...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
		],
		'style-src': ["'self'"],
		'img-src': ["'self'"],
		'font-src': ["'self'"],
		'connect-src': ["'self'"],
		// A static-only build posts the newsletter form to a hosted provider (SUBSCRIBE_URL).
		'form-action': ["'self'", ...formOrigins],
		'frame-ancestors': ["'none'"],
		'object-src': ["'none'"],
		'base-uri': ["'self'"],
	}
	return Object.entries(directives)
		.map(([name, values]) => `${name} ${values.join(' ')}`)
		.join('; ')
}

/** The sha256 source expression of every inline <script> in a page's HTML. */
export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>()
	// Inline scripts that run: no src, and not a data block (JSON-LD, an island's props), which never runs.
	for (const match of html.matchAll(
		/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/gi,
	)) {
		const body = match[1] ?? ''
		if (body.length === 0) continue
		hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
	}
	return [...hashes].sort()
}

/** Where forms may post besides this origin: the hosted sign-up's origin, when a static build has one. */
export function formTargets(subscribeUrl = process.env.SUBSCRIBE_URL): string[] {
	if (!subscribeUrl) return []
	return [new URL(subscribeUrl).origin]
}

/**
 * The policy of /admin (Decap CMS) alone; public pages keep theirs. The CMS
 * is our own script from this origin, but it needs more than a page does:
 * its styles are injected at run time (Emotion), its configuration check
 * compiles validators at run time (Ajv: 'unsafe-eval'), it shows photos
 * chosen for upload as blob: and data: URLs before they are saved, and it
 * talks to the Git host's API (`backendOrigins`: api.github.com, or the
 * GitLab server). Still no plugins, no framing by other sites, no other
 * script origin. docs/decisions/033.
 */
export function adminContentSecurityPolicy(backendOrigins: string[] = []): string {
	const directives: Record<string, string[]> = {
		'default-src': ["'self'"],
		'script-src': ["'self'", "'unsafe-eval'"],
		'style-src': ["'self'", "'unsafe-inline'"],
		'img-src': ["'self'", 'blob:', 'data:', ...backendOrigins],
		'media-src': ["'self'", 'blob:'],
		'font-src': ["'self'", 'data:'],
		'connect-src': ["'self'", 'blob:', ...backendOrigins],
		'frame-src': ["'self'", 'blob:'],
		'worker-src': ["'self'", 'blob:'],
		'form-action': ["'self'"],
		'frame-ancestors': ["'none'"],
		'object-src': ["'none'"],
		'base-uri': ["'self'"],
	}
	return Object.entries(directives)
		.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
		.join('; ')
}

/**
 * The pages that run WebAssembly: the search page in each language, where
 * Pagefind searches its index (docs/decisions/025). No other page may.
 */
export function needsWebAssembly(path: string): boolean {
	return stripLocale(path) === '/search'
}
