import { useLocation } from 'react-router'
import { localeFromPathname, type Locale } from '#app/i18n/locales.ts'

/** The language of the page being shown, read from its URL. */
export function useLocale(): Locale {
	return localeFromPathname(useLocation().pathname)
}
