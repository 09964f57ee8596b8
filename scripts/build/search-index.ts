/**
 * The site search's index, built after prerendering (scripts/build/postbuild.ts):
 * Pagefind's extended build (with Chinese word segmentation) reads every
 * prerendered page and writes build/client/pagefind/, one index per language
 * (from each page's <html lang>). No page list here: whatever the build
 * prerendered is indexed, news posts and events included, but pages whose
 * <main> lacks `data-pagefind-body` (the search page, the not-found pages, the
 * case-variant redirect stubs). Only <main> is read, never header or footer;
 * the title is the page's <h1>. See docs/decisions/025.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import { pageFile, prerenderedPages } from '#server/http/site-index.ts'

export const searchIndexDir = (clientDir: string) => join(clientDir, 'pagefind')

/** What Pagefind writes that the site does not use: its ready-made interfaces, and its web worker (decision 025). */
const unused = [
	'pagefind-ui.js',
	'pagefind-ui.css',
	'pagefind-modular-ui.js',
	'pagefind-modular-ui.css',
	'pagefind-component-ui.js',
	'pagefind-component-ui.css',
	'pagefind-highlight.js',
	'pagefind-worker.js',
]

export type SearchIndexSummary = { pages: number; languages: Record<string, number> }

export async function writeSearchIndex(clientDir: string): Promise<SearchIndexSummary> {
	const outputPath = searchIndexDir(clientDir)
	await rm(outputPath, { recursive: true, force: true })
	const { index, errors } = await pagefind.createIndex({})
	try {
		if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
		let pages = 0
		for (const path of [...(await prerenderedPages(clientDir))].sort()) {
			const content = await readFile(pageFile(clientDir, path), 'utf8')
			if (!content.includes('data-pagefind-body')) continue
			// The page's canonical address, as our links write it (no index.html, no trailing slash).
			const added = await index.addHTMLFile({ url: path, content })
			if (added.errors.length > 0) throw new Error(`Pagefind could not index ${path}: ${added.errors.join('; ')}`)
			pages++
		}
		const written = await index.writeFiles({ outputPath })
		if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
		await Promise.all(unused.map((file) => rm(join(outputPath, file), { force: true })))
		return { pages, languages: await pagesPerLanguage(outputPath) }
	} finally {
		await pagefind.close()
	}
}

/** pagefind-entry.json: each language's index and how many pages it holds. */
export async function pagesPerLanguage(indexDir: string): Promise<Record<string, number>> {
	const entry = JSON.parse(await readFile(join(indexDir, 'pagefind-entry.json'), 'utf8')) as {
		languages: Record<string, { page_count: number }>
	}
	return Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]))
}

/**
 * Bytes on disk of each language's index: the files Pagefind names after the
 * language (its metadata, word index and page fragments) plus the WebAssembly
 * the language loads. Shared files (pagefind.js, the entry file) are `shared`.
 */
export async function indexBytesPerLanguage(indexDir: string): Promise<Record<string, number>> {
	const entry = JSON.parse(await readFile(join(indexDir, 'pagefind-entry.json'), 'utf8')) as {
		languages: Record<string, { wasm: string | null }>
	}
	const languages = Object.keys(entry.languages)
	const bytes: Record<string, number> = Object.fromEntries([...languages, 'shared'].map((name) => [name, 0]))
	for (const file of await readdir(indexDir, { recursive: true, withFileTypes: true })) {
		if (!file.isFile()) continue
		const size = (await stat(join(file.parentPath, file.name))).size
		const owner = languages.find(
			(language) => file.name.startsWith(`${language}_`) || file.name.includes(`.${language}_`),
		)
		if (owner) bytes[owner]! += size
		else if (file.name.startsWith('wasm.')) {
			// wasm.en.pagefind, wasm.unknown.pagefind: counted for each language that loads it.
			const wasm = file.name.slice('wasm.'.length, -'.pagefind'.length)
			for (const language of languages)
				if ((entry.languages[language]!.wasm ?? 'unknown') === wasm) bytes[language]! += size
		} else bytes.shared! += size
	}
	return bytes
}
