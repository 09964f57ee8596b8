import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localizePath, locales, stripLocale } from '#app/i18n/locales.ts'
import { canonicalPath } from './canonical-path.ts'

/** Strings made mostly of what could turn a path into another address: slashes, backslashes, tabs, dots, colons. */
const pathLike = fc.oneof(
	fc.string({ unit: 'binary', maxLength: 40 }),
	fc
		.array(
			fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '.', ':', '@', '%2f', 'evil.example', 'zh-hans', '\u0000'),
			{
				maxLength: 12,
			},
		)
		.map((parts) => parts.join('')),
)

describe('canonicalPath', () => {
	it('lower-cases and drops the trailing slash', () => {
		expect(canonicalPath('/Perpetuator/LastingMentalHealthSupport/')).toBe('/perpetuator/lastingmentalhealthsupport')
		expect(canonicalPath('/')).toBe('/')
		expect(canonicalPath('')).toBe('/')
	})

	it('collapses runs of slashes and backslashes, so a path never names another host', () => {
		expect(canonicalPath('/zh-hans//evil.example')).toBe('/zh-hans/evil.example')
		expect(canonicalPath('//evil.example')).toBe('/evil.example')
		expect(canonicalPath('/\\evil.example')).toBe('/evil.example')
		expect(canonicalPath('/zh-hant/\\/\\evil.example//x//')).toBe('/zh-hant/evil.example/x')
		expect(stripLocale(canonicalPath('/zh-hans//evil.example'))).toBe('/evil.example')
		expect(canonicalPath('/\t/evil.example')).toBe('/evil.example')
	})

	it('gives, for any path, links in every language that stay on this site', () => {
		const base = 'https://site.example/'
		fc.assert(
			fc.property(pathLike, (path) => {
				const english = stripLocale(canonicalPath(path))
				for (const locale of locales) {
					const link = localizePath(english, locale)
					expect(link.startsWith('/') && !/^\/[/\\]/.test(link)).toBe(true)
					expect(new URL(link, base).origin).toBe('https://site.example')
				}
			}),
			{ numRuns: 2000 },
		)
	})
})
