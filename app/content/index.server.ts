import loaded from 'virtual:site-content'
import type { Locale } from '#app/i18n/locales.ts'
import type { z } from 'zod'
import type { PageFileContent, PageFilePath, RecordCollectionName, recordCollections } from './collections.ts'
import { notFoundKey, pagePaths } from './page-paths.ts'
import { layoutWords, type LayoutWords, type SiteWords } from './schema/words/site-words.ts'
import type { WorkspaceWords } from './schema/words/workspace-words.ts'

type FilePages = { [P in PageFilePath]: PageFileContent<P> }

/** Everything the site says in one language: the content files (content/), Traditional Chinese made from Simplified. */
export type SiteContent = {
	pages: FilePages
	/** The not-found page's words: not a page of its own (page-paths.ts). */
	notFound: PageFileContent<typeof notFoundKey>
	/** The site words (content/ui): header, footer, forms, the newsletter's link pages, e-mails, error page. */
	words: SiteWords
	/** Their part every page's layout uses, which the root loader hands to every page. */
	layout: LayoutWords
	/** The staff workspace's words (content/ui/<locale>/workspace.yml). */
	workspace: WorkspaceWords
}
export type PagePath = keyof SiteContent['pages']

const byLocale = Object.fromEntries(
	(['en', 'zh-hans', 'zh-hant'] as const).map((locale) => {
		const { [notFoundKey]: notFound, ...filePages } = loaded[locale].pages
		const words = loaded[locale].words.siteWords as SiteWords
		return [
			locale,
			{
				notFound: notFound as SiteContent['notFound'],
				words,
				layout: layoutWords(words),
				workspace: loaded[locale].words.workspaceWords as WorkspaceWords,
				pages: filePages as SiteContent['pages'],
			},
		]
	}),
) as Record<Locale, SiteContent>

/** Everything the site says, in one language. Server-only: pages receive their part through loaders. */
export function getContent(locale: Locale): SiteContent {
	return byLocale[locale]
}

const knownPages = new Set(pagePaths)

/** Whether a path (English, lower-case) is one of the site's pages. */
export function isPagePath(path: string): path is PagePath {
	return knownPages.has(path)
}

/** One collection's records, each with its id (the file name). */
export type RecordOf<C extends RecordCollectionName> = z.output<(typeof recordCollections)[C]['schema']> & {
	id: string
}
export type SiteRecords = { [C in RecordCollectionName]: RecordOf<C>[] }

/** The records of every collection (members, offices…) in one language, in their collection's order. */
export function getRecords(locale: Locale): SiteRecords {
	return loaded[locale].records as SiteRecords
}

/** A page's main heading: its own title, or for a project write-up its project's title. */
export function pageTitle(path: PagePath, locale: Locale): string {
	const page: { title?: string; meta: { title: string } } = getContent(locale).pages[path]
	if (page.title) return page.title
	const project = getRecords(locale).projects.find((record) => `/perpetuator/${record.area}/${record.id}` === path)
	return project?.title ?? page.meta.title
}
