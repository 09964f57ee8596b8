import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a browser loads to show a page for the first time, gzipped
 * file by file as a server sends it: every script, modulepreload and module
 * the page's HTML names (inline scripts' `import("…")` and the islands' script included),
 * with everything those files import statically, plus the page's inline
 * scripts. Data blocks are not JavaScript: JSON-LD is left out, and island
 * props (application/json) are measured apart, as `dataBytes`.
 */
export async function firstLoadJs(
	clientDir: string,
	html: string,
): Promise<{ files: number; fileBytes: number; inlineBytes: number; gzipBytes: number; dataBytes: number }> {
	const pending: string[] = []
	for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)) {
		pending.push(match[1]!)
	}
	// The islands' script, which enhance.js loads once the page has loaded (app/islands).
	for (const match of html.matchAll(/\bdata-island-script="([^"]+)"/g)) pending.push(match[1]!)
	const inline = [
		...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
	]
		.map((match) => match[1]!)
		.filter(Boolean)
	const data = [...html.matchAll(/<script[^>]*\btype="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map(
		(match) => match[1]!,
	)
	for (const script of inline) pending.push(...moduleSpecifiers(script, { dynamic: true }))

	const seen = new Set<string>()
	let fileBytes = 0
	while (pending.length > 0) {
		const url = pending.pop()!
		if (seen.has(url)) continue
		seen.add(url)
		const code = await readFile(join(clientDir, url))
		fileBytes += gzipSync(code).length
		// A module's static imports load with it; its dynamic imports load later, if ever.
		const base = posix.dirname(url)
		pending.push(...moduleSpecifiers(code.toString('utf8'), { dynamic: false }).map((s) => posix.join(base, s)))
	}
	const inlineBytes = inline.reduce((sum, script) => sum + gzipSync(script).length, 0)
	const dataBytes = data.reduce((sum, block) => sum + gzipSync(block).length, 0)
	return { files: seen.size, fileBytes, inlineBytes, gzipBytes: fileBytes + inlineBytes, dataBytes }
}

/** The module URLs a piece of JavaScript imports: static ones, and `import("…")` when asked. */
function moduleSpecifiers(code: string, { dynamic }: { dynamic: boolean }): string[] {
	const found = [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g)].map(
		(match) => match[1]!,
	)
	if (dynamic) found.push(...[...code.matchAll(/\bimport\(\s*["']([^"']+\.js)["']\s*\)/g)].map((match) => match[1]!))
	return found
}
