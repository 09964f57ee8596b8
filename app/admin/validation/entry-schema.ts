import type { z } from 'zod'
import { pageFiles, recordCollections, settingsFiles, wordFiles } from '#app/content/collections.ts'

/** The names of the CMS collections that are not record collections (scripts/cms/decap-config.ts). */
export const cmsCollection = { pages: 'pages', words: 'site-words', settings: 'settings' } as const

/** The schema an entry of the CMS is checked against, and whether it has a file per language. */
export type EntryKind = { schema: z.ZodType; translated: boolean }

/**
 * The schema of one CMS entry, found as the build finds it: a page by its
 * file's name, the site words by theirs, a setting file by its key, a record
 * by its collection. Undefined for a name the registry does not know.
 */
export function entryKind(collection: string, slug: string): EntryKind | undefined {
	if (collection === cmsCollection.pages) {
		const page = Object.values(pageFiles).find((entry) => entry.name === slug)
		return page && { schema: page.schema, translated: true }
	}
	if (collection === cmsCollection.words) {
		const words = Object.values(wordFiles).find((entry) => entry.name === slug)
		return words && { schema: words.schema, translated: true }
	}
	if (collection === cmsCollection.settings) {
		const settings = (settingsFiles as Record<string, { schema: z.ZodType }>)[slug]
		return settings && { schema: settings.schema, translated: false }
	}
	const record = (recordCollections as Record<string, { schema: z.ZodType; translated?: boolean }>)[collection]
	return record && { schema: record.schema, translated: record.translated !== false }
}
