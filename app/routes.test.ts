import { readdirSync } from 'node:fs'
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
	// nor the workspace (/admin/…), nor the application forms' pages (their records', below).
	const all = paths(routes as Entry[])
	const declared = all.filter(
		(path) =>
			path !== '/*' &&
			!path.includes('.') &&
			!path.includes('/:') &&
			!path.endsWith('/newsletter/archive') &&
			!/^(?:\/zh-han[st])?\/(?:admin|get-involved)\//.test(path),
	)

	it('mounts every page that has content, in every language', () => {
		const expected = locales.flatMap((locale) => pagePaths.map((path) => localizePath(path, locale)))
		expect(declared.sort()).toEqual(expected.sort())
	})

	it('mounts a page for every application form (content/application-forms/), in every language', () => {
		const forms = readdirSync('content/application-forms/en').map(
			(file) => `/get-involved/${file.replace(/\.yml$/, '')}`,
		)
		const expected = locales.flatMap((locale) => forms.map((path) => localizePath(path, locale)))
		expect(all.filter((path) => /\/get-involved\//.test(path)).sort()).toEqual(expected.sort())
	})

	it('mounts every workspace page in every language, under /admin', () => {
		const workspace = all.filter((path) => /\/admin\//.test(path))
		for (const page of ['/admin/inbox', '/admin/applications', '/admin/applications/export.csv'])
			expect(workspace.filter((path) => path.endsWith(page))).toEqual(
				locales.map((locale) => localizePath(page, locale)),
			)
	})

	it('ends with the not-found page', () => {
		expect((routes as Entry[]).at(-1)?.path).toBe('*')
	})
})
