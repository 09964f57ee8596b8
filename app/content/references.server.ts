import type { Locale } from '#app/i18n/locales.ts'
import { getRecords } from './index.server.ts'

/** The references a page lists (keys of content/references), in its order, as records. */
export function referencesFor(keys: readonly string[] | undefined, locale: Locale) {
	const all = getRecords(locale).references
	return (keys ?? []).map((key) => {
		const reference = all.find((record) => record.id === key)
		if (!reference) throw new Error(`Unknown reference key: ${key}`)
		return reference
	})
}
