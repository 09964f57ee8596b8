import { localeConfig, type Locale } from '~/i18n/locales.ts'

/**
 * A calendar date (ISO `YYYY-MM-DD`) written out the way each language writes
 * it: "August 26, 2022", "2022年8月26日". Read as UTC so the day never shifts
 * with the time zone of the machine that builds the page.
 */
export function longDate(isoDate: string, locale: Locale): string {
	const date = new Date(`${isoDate}T00:00:00Z`)
	if (Number.isNaN(date.getTime())) throw new Error(`Not a calendar date: ${isoDate}`)
	return new Intl.DateTimeFormat(localeConfig[locale].hrefLang, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
