/**
 * The three languages of the site. English lives at the spec's URLs; the two
 * Chinese scripts live under their own path prefix. `hrefLang` is the BCP 47
 * tag used for <html lang>, hreflang alternates and Intl formatting.
 */
export const locales = ['en', 'zh-hans', 'zh-hant'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

type LocaleConfig = {
	/** Path prefix, empty for English. */
	prefix: '' | '/zh-hans' | '/zh-hant'
	/** BCP 47 tag: <html lang>, hreflang, Intl. */
	hrefLang: 'en' | 'zh-Hans' | 'zh-Hant-HK'
	/** The language's own name, shown in the language menu. */
	label: string
	/** Open Graph locale. */
	ogLocale: string
}

export const localeConfig: Record<Locale, LocaleConfig> = {
	en: { prefix: '', hrefLang: 'en', label: 'English', ogLocale: 'en_US' },
	'zh-hans': { prefix: '/zh-hans', hrefLang: 'zh-Hans', label: '简体中文', ogLocale: 'zh_CN' },
	'zh-hant': { prefix: '/zh-hant', hrefLang: 'zh-Hant-HK', label: '繁體中文', ogLocale: 'zh_HK' },
}

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The locale a pathname belongs to: its first segment if that is a Chinese prefix. */
export function localeFromPathname(pathname: string): Locale {
	const first = pathname.split('/')[1]?.toLowerCase()
	return first === 'zh-hans' || first === 'zh-hant' ? first : defaultLocale
}

/** The English (unprefixed) path of any localized pathname: `/zh-hans/aboutus` → `/aboutus`. */
export function stripLocale(pathname: string): string {
	const locale = localeFromPathname(pathname)
	if (locale === defaultLocale) return pathname || '/'
	const rest = pathname.slice(localeConfig[locale].prefix.length)
	return rest === '' ? '/' : rest
}

/**
 * The path of an English (unprefixed) site path in a locale. Hashes and
 * queries are kept: `localizePath('/#news', 'zh-hans')` → `/zh-hans#news`.
 */
export function localizePath(path: string, locale: Locale): string {
	const prefix = localeConfig[locale].prefix
	if (!prefix) return path
	if (path === '/' || path === '') return prefix
	if (path.startsWith('/#') || path.startsWith('/?')) return prefix + path.slice(1)
	return prefix + path
}
