import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/**
 * The pages the build prerendered, found by walking build/client for
 * index.html files: '/', '/aboutus', '/zh-hans/dreamer/hello', …
 * Case-variant redirect stubs (scripts/build/postbuild.ts) are not pages, nor is
 * the CMS (/admin), which is not part of the site.
 */
export async function prerenderedPages(clientDir: string): Promise<Set<string>> {
	const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
	const pages = new Set<string>()
	for (const entry of entries) {
		if (!entry.isFile() || entry.name !== 'index.html') continue
		const dir = relative(clientDir, entry.parentPath).split(sep).join('/')
		const path = dir === '' ? '/' : `/${dir}`
		if (path === '/admin' || path.startsWith('/admin/')) continue
		if (path === path.toLowerCase()) pages.add(path)
	}
	return pages
}

/** The file that holds a prerendered page. */
export function pageFile(clientDir: string, path: string): string {
	return join(clientDir, path, 'index.html')
}
