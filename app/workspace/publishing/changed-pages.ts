import { pageFiles, pagesFolder, recordCollections, type RecordCollection } from '#app/content/collections.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'

/**
 * The public pages a change to these files shows on (publishing history):
 * a page's own file → that page; a record with a page of its own (news,
 * events) → its page; a record shown on one page (team members) → that
 * page; in the language of the file (Simplified also shows in Traditional).
 * Settings, words and photos show on many pages: none is named.
 */
export function changedPages(files: readonly string[], locale: Locale): string[] {
	const pages = new Set<string>()
	for (const file of files) {
		const match = /^content\/([\w-]+)\/(?:(en|zh-hans)\/)?([\w-]+)\.(?:md|yml)$/.exec(file)
		if (!match) continue
		const [, folder, fileLocale, name] = match
		// A Simplified file shows in Chinese: in the script the staffer reads, Simplified unless Traditional.
		const target: Locale = fileLocale === 'zh-hans' ? (locale === 'zh-hant' ? 'zh-hant' : 'zh-hans') : 'en'
		const shown = (path: string) => pages.add(localizePath(path, target))
		if (folder === pagesFolder) {
			const path = Object.entries(pageFiles).find(([, entry]) => entry.name === name)?.[0]
			if (path && !path.startsWith('/404')) shown(path)
			continue
		}
		const collection = (Object.values(recordCollections) as RecordCollection[]).find((c) => c.folder === folder)
		if (collection?.recordPage) shown(`${collection.recordPage}/${name}`)
		else if (collection?.page) shown(collection.page)
	}
	return [...pages]
}
