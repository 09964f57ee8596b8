import { helpRegions, type HelpRegion } from '#app/content/schema/records/help-line.ts'
import { emergencyNumbers } from '#app/data/help-lines.ts'
import type { Locale } from '#app/i18n/locales.ts'

export type EmergencyNumber = (typeof emergencyNumbers)[number]

/**
 * The order /help lists its regions in, for the reader of each language:
 * Hong Kong first in Traditional Chinese (the Hong Kong convention its text
 * follows); English and Simplified Chinese keep the data's order (United
 * States, Canada, United Kingdom, Australia, Hong Kong), the countries most
 * of their readers study or live in (docs/decisions/021).
 */
export function helpRegionsFor(locale: Locale): readonly HelpRegion[] {
	return locale === 'zh-hant' ? first('hong-kong', helpRegions, (region) => region) : helpRegions
}

/** The emergency numbers in the same order as the regions. */
export function emergencyNumbersFor(locale: Locale): readonly EmergencyNumber[] {
	return locale === 'zh-hant' ? first('hong-kong', emergencyNumbers, (entry) => entry.id) : emergencyNumbers
}

function first<T>(id: string, items: readonly T[], idOf: (item: T) => string): T[] {
	return [...items.filter((item) => idOf(item) === id), ...items.filter((item) => idOf(item) !== id)]
}
