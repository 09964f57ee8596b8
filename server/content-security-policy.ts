import { createHash } from 'node:crypto'
import { stripLocale } from '../app/i18n/locales.ts'

type PolicyOptions = {
	/** Allow compiling WebAssembly (`'wasm-unsafe-eval'`): the search pages only, for Pagefind. */
	webAssembly?: boolean
}

/**
 * The Content-Security-Policy of a page. Prerendered pages cannot carry a
 * per-request nonce, so each inline script is allowed by its SHA-256 hash,
 * computed at build time (scripts/postbuild.ts). Pages without inline
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
 * The pages that run WebAssembly: the search page in each language, where
 * Pagefind searches its index (docs/decisions/025). No other page may.
 */
export function needsWebAssembly(path: string): boolean {
	return stripLocale(path) === '/search'
}
