import type { PageFileContent, PageFilePath } from '#app/content/collections.ts'
import type { SiteSettings } from '#app/content/schema/settings/site.ts'
import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import { loadSiteContent, type LoadedContent } from '#scripts/content/load-site-content.ts'

let loaded: LoadedContent | undefined

/** The content files as the site reads them (every language), for tests that run outside Vite. */
export function siteContent(): LoadedContent {
	loaded ??= loadSiteContent('content').content
	return loaded
}

/** One page's content file, typed by its schema. */
export function pageContent<P extends PageFilePath>(
	path: P,
	locale: 'en' | 'zh-hans' | 'zh-hant' = 'en',
): PageFileContent<P> {
	return siteContent()[locale].pages[path] as PageFileContent<P>
}

/** The site words (content/ui: header, footer, forms, e-mails) in one language. */
export function siteWords(locale: 'en' | 'zh-hans' | 'zh-hant' = 'en'): SiteWords {
	return siteContent()[locale].words.siteWords as SiteWords
}

/** The site settings (content/settings/site.yml), as the build hands them to the pages. */
export const site: SiteSettings = siteContent().en.settings.site as SiteSettings
