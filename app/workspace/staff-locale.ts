import type { Locale } from '#app/i18n/locales.ts'

/**
 * The staffer's language from the browser's Accept-Language (the editor's
 * messages): Chinese in Taiwan, Hong Kong or Macau script, or marked Hant,
 * is Traditional; other Chinese is Simplified; anything else English.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
	for (const part of (header ?? '').split(',')) {
		const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
		if (tag.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(tag) ? 'zh-hant' : 'zh-hans'
		if (tag.startsWith('en')) return 'en'
	}
	return 'en'
}
