import loaded from 'virtual:site-content'
import type { Locale } from '~/i18n/locales.ts'
import type { PageFileContent, PageFilePath } from './collections.ts'
import { content as en } from './en/index.ts'
import { pagePaths } from './page-paths.ts'
import { content as zhHans } from './zh-hans/index.ts'
// Generated from ./zh-hans by OpenCC before every build, dev run and test (scripts/generate-traditional.ts).
import { content as zhHant } from './zh-hant/index.ts'

type LegacyContent = typeof en
type FilePages = { [P in PageFilePath]: PageFileContent<P> }

/** Everything the site says in one language: the content files, and the TypeScript objects not yet moved into files. */
export type SiteContent = Omit<LegacyContent, 'pages'> & { pages: LegacyContent['pages'] & FilePages }
export type PagePath = keyof SiteContent['pages']

const legacy: Record<Locale, LegacyContent> = { en, 'zh-hans': zhHans, 'zh-hant': zhHant }

const byLocale = Object.fromEntries(
	(['en', 'zh-hans', 'zh-hant'] as const).map((locale) => [
		locale,
		{ ...legacy[locale], pages: { ...legacy[locale].pages, ...loaded[locale].pages } as SiteContent['pages'] },
	]),
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
