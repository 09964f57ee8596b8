import { localeConfig, type Locale } from '#app/i18n/locales.ts'

/** A moment as staff read it: date and time on the server's clock, with the zone's short name. */
export function workspaceTime(iso: string, locale: Locale): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	return new Intl.DateTimeFormat(localeConfig[locale].hrefLang, {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		timeZoneName: 'short',
	}).format(date)
}
