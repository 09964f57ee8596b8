import { data } from 'react-router'
import { getContent } from '#app/content/index.server.ts'
import type { Locale } from '#app/i18n/locales.ts'

/** Thrown by a loader whose address names nothing (an unknown post): the not-found page, with status 404. */
export function notFound(locale: Locale) {
	return data({ locale, words: getContent(locale).notFound }, { status: 404 })
}
