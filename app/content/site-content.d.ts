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
