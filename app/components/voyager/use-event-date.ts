import { localeConfig } from '~/i18n/locales.ts'
import { useLocale } from '~/lib/use-locale.ts'

/** An event's ISO date written out in the page's language, or null while it is to be announced. */
export function useEventDate(isoDate: string | null): string | null {
	const locale = useLocale()
	if (!isoDate) return null
	// Noon UTC keeps the calendar day the same in every time zone.
	const date = new Date(`${isoDate}T12:00:00Z`)
	return new Intl.DateTimeFormat(localeConfig[locale].hrefLang, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
