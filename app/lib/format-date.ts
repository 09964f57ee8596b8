import { localeConfig, type Locale } from '~/i18n/locales.ts'

/**
 * A calendar date (YYYY-MM-DD) written out as the language writes dates:
 * 'August 22, 2023', '2023年8月22日'. Read as UTC so no time zone moves the day.
 */
export function formatDate(isoDate: string, locale: Locale): string {
	const formatter = new Intl.DateTimeFormat(localeConfig[locale].hrefLang, { dateStyle: 'long', timeZone: 'UTC' })
	return formatter.format(new Date(`${isoDate}T00:00:00Z`))
}
