import { describe, expect, it } from 'vitest'
import type { ServerBuild } from 'react-router'
import { allowedMethods } from './request-guard.ts'

/** A manifest shaped like the build's: a root layout, pages per language, one page with an action, a splat. */
const route = (id: string, parentId: string | undefined, path: string | undefined, action = false, index = false) => ({
	id,
	parentId,
	path,
	index,
	caseSensitive: undefined,
	module: action ? { action: () => null, default: () => null } : { default: () => null },
})
const manifest = Object.fromEntries(
	[
		route('root', undefined, ''),
		route('en/', 'root', undefined, false, true),
		route('en/aboutus', 'root', 'aboutus'),
		route('en/newsletter', 'root', 'newsletter', true),
		route('zh-hans/newsletter', 'root', 'zh-hans/newsletter', true),
		route('en/newsletter/confirm/:token', 'root', 'newsletter/confirm/:token', true),
		route('not-found', 'root', '*'),
	].map((r) => [r.id, r]),
) as unknown as ServerBuild['routes']

describe('allowedMethods', () => {
	const allowed = allowedMethods({ routes: manifest })

	it('allows POST only where a route has an action, in any spelling and in its single-fetch form', () => {
		for (const path of ['/newsletter', '/NEWSLETTER', '/newsletter/', '/zh-hans/newsletter', '/newsletter.data']) {
			expect({ path, methods: allowed(path) }).toEqual({ path, methods: ['GET', 'HEAD', 'POST'] })
		}
		expect(allowed(`/newsletter/confirm/${'a'.repeat(64)}`)).toEqual(['GET', 'HEAD', 'POST'])
	})

	it('allows GET and HEAD only on pages without an action, the home page and unknown paths', () => {
		for (const path of ['/', '/aboutus', '/_root.data', '/aboutus.data', '/no-such-page', '//evil.example']) {
			expect({ path, methods: allowed(path) }).toEqual({ path, methods: ['GET', 'HEAD'] })
		}
	})
})
