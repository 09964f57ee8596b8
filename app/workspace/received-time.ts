import { localeConfig, type Locale } from '#app/i18n/locales.ts'

/** When something arrived, as the staffer reads dates, on the UTC clock (the server's), marked so. */
export function receivedTime(iso: string, locale: Locale): string {
	const formatted = new Intl.DateTimeFormat(localeConfig[locale].hrefLang, {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: 'UTC',
	}).format(new Date(iso))
	return `${formatted} UTC`
}
