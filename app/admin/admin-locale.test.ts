import { describe, expect, it } from 'vitest'
import { adminLocale } from './admin-locale.ts'

describe('the CMS interface language', () => {
	it('follows the browser: Simplified or Traditional Chinese, else English', () => {
		expect(adminLocale(['zh-CN', 'en'])).toBe('zh_Hans')
		expect(adminLocale(['zh'])).toBe('zh_Hans')
		expect(adminLocale(['zh-Hans-SG'])).toBe('zh_Hans')
		expect(adminLocale(['zh-TW'])).toBe('zh_Hant')
		expect(adminLocale(['zh-HK', 'en'])).toBe('zh_Hant')
		expect(adminLocale(['zh-Hant'])).toBe('zh_Hant')
		expect(adminLocale(['en-GB', 'zh-CN'])).toBe('en')
		expect(adminLocale(['fr-FR', 'zh-CN'])).toBe('zh_Hans')
		expect(adminLocale(['fr-FR'])).toBe('en')
		expect(adminLocale([])).toBe('en')
	})
})
