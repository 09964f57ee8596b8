import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a browser loads to show a page for the first time: every
 * script and modulepreload the page's HTML names, plus its inline scripts
 * (JSON-LD excepted), gzipped one by one as a server would send them.
 */
export async function firstLoadJs(clientDir: string, html: string): Promise<{ files: number; gzipBytes: number }> {
	const urls = new Set<string>()
	for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)) {
		urls.add(match[1]!)
	}
	let gzipBytes = 0
	for (const url of urls) gzipBytes += gzipSync(await readFile(join(clientDir, url))).length
	for (const match of html.matchAll(
		/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
	)) {
		if (match[1]) gzipBytes += gzipSync(match[1]).length
	}
	return { files: urls.size, gzipBytes }
}
