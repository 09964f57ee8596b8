import { describe, expect, it } from 'vitest'
import { safeNext } from './layout/workspace-paths.ts'
import { changedPages } from './publishing/changed-pages.ts'
import { localeFromAcceptLanguage } from './staff-locale.ts'
import { buildProblem } from '#server/publishing/build-problem.ts'

describe('safeNext', () => {
	it('leads only to a workspace path of this site', () => {
		expect(safeNext('/admin/', 'en')).toBe('/admin/')
		expect(safeNext('/zh-hans/admin/newsletter', 'zh-hans')).toBe('/zh-hans/admin/newsletter')
		for (const next of ['https://evil.example/admin/', '//evil.example/admin/', '/admin/../x', '/news', null])
			expect(safeNext(next, 'zh-hant')).toBe('/zh-hant/admin/publishing')
	})
})

describe('localeFromAcceptLanguage', () => {
	it('reads the staffer’s language', () => {
		expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-hans')
		expect(localeFromAcceptLanguage('zh-HK,zh;q=0.9')).toBe('zh-hant')
		expect(localeFromAcceptLanguage('zh-Hant-TW')).toBe('zh-hant')
		expect(localeFromAcceptLanguage('en-GB,en')).toBe('en')
		expect(localeFromAcceptLanguage(undefined)).toBe('en')
	})
})

describe('changedPages', () => {
	it('names the pages a change shows on, in the file’s language', () => {
		expect(
			changedPages(
				[
					'content/pages/en/privacy.md',
					'content/pages/zh-hans/privacy.md',
					'content/news/en/hello-china.md',
					'content/settings/site.yml',
				],
				'en',
			),
		).toEqual(['/privacy', '/zh-hans/privacy', '/news/hello-china'])
		expect(changedPages(['content/members/zh-hans/founder.yml'], 'zh-hant')).toEqual(['/zh-hant/members'])
	})
})

describe('buildProblem', () => {
	it('keeps the content loader’s file › field lines, else the end of the output', () => {
		expect(
			buildProblem(
				'vite v8\n\u001b[31mThe content files have 1 problem:\n  content/pages/en/privacy.md › body: links to /x\u001b[0m\n',
			),
		).toBe('content/pages/en/privacy.md › body: links to /x')
		expect(buildProblem('a\nb\nError: out of memory\n')).toBe('a\nb\nError: out of memory')
	})
})
