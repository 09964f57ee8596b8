import { localeConfig, type Locale } from '#app/i18n/locales.ts'

/**
 * A calendar date (YYYY-MM-DD) written out as the language writes dates:
 * 'August 22, 2023', '2023年8月22日'. Read as UTC so no time zone moves the
 * day. The one date formatter of the site: pages, cards and records all use it.
 */
export function formatDate(isoDate: string, locale: Locale): string {
	const date = new Date(`${isoDate}T00:00:00Z`)
	if (Number.isNaN(date.getTime())) throw new Error(`Not a calendar date: ${isoDate}`)
	return formatter(locale).format(date)
}

// Making a formatter costs far more than using one: a list of a thousand posts reuses three.
const formatters = new Map<Locale, Intl.DateTimeFormat>()
function formatter(locale: Locale): Intl.DateTimeFormat {
	let format = formatters.get(locale)
	if (!format) {
		format = new Intl.DateTimeFormat(localeConfig[locale].hrefLang, { dateStyle: 'long', timeZone: 'UTC' })
		formatters.set(locale, format)
	}
	return format
}
