declare module 'virtual:site-content' {
	import type { LoadedContent } from '#scripts/content/load-site-content.ts'
	const content: LoadedContent
	export default content
}

/** The error page's words in each language (the only content in the browser's bundle). */
declare module 'virtual:site-content/error-page' {
	import type { Locale } from '#app/i18n/locales.ts'
	import type { SiteWords } from './schema/words/site-words.ts'
	const words: Record<Locale, SiteWords['errorPage']>
	export default words
}

/** The layout's words in each language, for the CMS's previews. */
declare module 'virtual:site-content/layout-words' {
	import type { Locale } from '#app/i18n/locales.ts'
	import type { LayoutWords } from './schema/words/site-words.ts'
	const words: Record<Locale, LayoutWords>
	export default words
}

/** The site settings (content/settings/site.yml), checked: app/config/site.ts. */
declare module 'virtual:site-content/settings' {
	import type { SiteSettings } from './schema/settings/site.ts'
	const settings: SiteSettings
	export default settings
}

/** The site words in each language, Traditional made at build: app/content/site-words.server.ts. */
declare module 'virtual:site-content/site-words' {
	import type { Locale } from '#app/i18n/locales.ts'
	import type { SiteWords } from './schema/words/site-words.ts'
	const words: Record<Locale, SiteWords>
	export default words
}

/** A worker thread's file (scripts/vite-plugins/server-build.ts). */
declare module 'virtual:worker/*' {
	const url: URL
	export default url
}
