import { describe, expect, it } from 'vitest'
import { pagePaths } from './content/page-paths.ts'
import { locales, localizePath } from './i18n/locales.ts'
import routes from './routes.ts'

type Entry = { path?: string; index?: boolean; children?: Entry[] }

function paths(entries: Entry[], parent = ''): string[] {
	return entries.flatMap((entry) => {
		const own = entry.path ? `${parent}/${entry.path}` : parent
		const self = entry.index || (entry.path && !entry.children) ? [own || '/'] : []
		return [...self, ...(entry.children ? paths(entry.children, own) : [])]
	})
}

describe('app/routes.ts', () => {
	// Pages only: not the not-found splat, nor files such as sitemap.xml, nor paths with a
	// parameter (the newsletter's e-mail links are rendered per request, not pages), nor the
	// newsletter archive's list (rendered per request from the campaigns sent: docs/decisions/044),
	// nor the workspace's pages (/admin/…: for signed-in staff, rendered per request).
	const declared = paths(routes as Entry[]).filter(
		(path) =>
			path !== '/*' &&
			!path.includes('.') &&
			!path.includes('/:') &&
			!path.endsWith('/newsletter/archive') &&
			!/(?:^|\/)admin\//.test(path),
	)

	it('mounts every page that has content, in every language', () => {
		const expected = locales.flatMap((locale) => pagePaths.map((path) => localizePath(path, locale)))
		expect(declared.sort()).toEqual(expected.sort())
	})

	it('ends with the not-found page', () => {
		expect((routes as Entry[]).at(-1)?.path).toBe('*')
	})
})
