import { describe, expect, it } from 'vitest'
import { localeFromPathname, localizePath, stripLocale } from './locales.ts'

describe('localeFromPathname', () => {
	it('reads the prefix, in any letter case', () => {
		expect(localeFromPathname('/')).toBe('en')
		expect(localeFromPathname('/aboutus')).toBe('en')
		expect(localeFromPathname('/zh-hans')).toBe('zh-hans')
		expect(localeFromPathname('/zh-hant/dreamer/hello')).toBe('zh-hant')
		expect(localeFromPathname('/ZH-HANS/aboutus')).toBe('zh-hans')
	})
	it('does not mistake look-alike segments for a prefix', () => {
		expect(localeFromPathname('/zh-hansx')).toBe('en')
		expect(localeFromPathname('/zh')).toBe('en')
	})
})

describe('localizePath and stripLocale', () => {
	it('round-trips every kind of path', () => {
		for (const path of ['/', '/aboutus', '/perpetuator/actuallifeneeds/diabetes']) {
			for (const locale of ['en', 'zh-hans', 'zh-hant'] as const) {
				expect(stripLocale(localizePath(path, locale))).toBe(path)
			}
		}
	})
	it('keeps home-section hashes without a trailing slash', () => {
		expect(localizePath('/#news', 'en')).toBe('/#news')
		expect(localizePath('/#news', 'zh-hans')).toBe('/zh-hans#news')
		expect(localizePath('/', 'zh-hant')).toBe('/zh-hant')
		expect(localizePath('/dreamer#past-events', 'zh-hans')).toBe('/zh-hans/dreamer#past-events')
	})
})
