import type { Locale } from '~/i18n/locales.ts'
import { content as en, type PagePath, type SiteContent } from './en/index.ts'
import { content as zhHans } from './zh-hans/index.ts'
// Generated from ./zh-hans by OpenCC before every build, dev run and test (scripts/generate-traditional.ts).
import { content as zhHant } from './zh-hant/index.ts'

export type { PagePath, SiteContent }

const byLocale: Record<Locale, SiteContent> = { en, 'zh-hans': zhHans, 'zh-hant': zhHant }

/** Everything the site says, in one language. Server-only: pages receive their part through loaders. */
export function getContent(locale: Locale): SiteContent {
	return byLocale[locale]
}

/** Whether a path (English, lower-case) is one of the site's pages. */
export function isPagePath(path: string): path is PagePath {
	return Object.hasOwn(en.pages, path)
}
