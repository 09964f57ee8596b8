import { localizePath, type Locale } from '#app/i18n/locales.ts'

/**
 * The addresses the newsletter's e-mails link to, on PUBLIC_BASE_URL, in the
 * reader's language. The token is the reader's unsubscribe token: it never
 * expires while they are on the list, so every link in every e-mail keeps
 * working (for years, not just the 60 days mail laws ask for).
 */
export const unsubscribeUrl = (publicBaseUrl: string, locale: Locale, token: string) =>
	publicBaseUrl + localizePath(`/newsletter/unsubscribe/${token}`, locale)

export const preferencesUrl = (publicBaseUrl: string, locale: Locale, token: string) =>
	publicBaseUrl + localizePath(`/newsletter/preferences/${token}`, locale)

/** A sent newsletter on the site: needs no token, the same for every reader. */
export const archiveUrl = (publicBaseUrl: string, locale: Locale, slug: string) =>
	publicBaseUrl + localizePath(`/newsletter/archive/${slug}`, locale)
