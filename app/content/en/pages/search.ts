import type { PageMeta } from '../../types.ts'

/**
 * The words of the search page. In `results`, {count} is the number of pages
 * found and {query} what the reader typed; `one` and `other` follow the
 * language's plural rules (Intl.PluralRules).
 */
export type SearchPageContent = {
	meta: PageMeta
	title: string
	summary: string
	form: { label: string; button: string }
	results: { one: string; other: string; none: string; searching: string; more: string }
	/** After "no results": the same query in the site's other languages. */
	otherLanguages: string
	/** Shown when the search code or its index cannot be loaded: every page is listed instead. */
	unavailable: string
	/** What the page shows without JavaScript: a note and every page of the site. */
	withoutScript: { note: string; heading: string }
}

export const searchPages = {
	'/search': {
		meta: {
			title: 'Search',
			description: 'Search every page of this site.',
		},
		title: 'Search',
		summary: 'Type a word or two to find the pages that mention them.',
		form: { label: 'Search this site', button: 'Search' },
		results: {
			one: '1 page found for “{query}”.',
			other: '{count} pages found for “{query}”.',
			none: 'No pages found for “{query}”. Try another word.',
			searching: 'Searching…',
			more: 'Show more results',
		},
		otherLanguages: 'Search the same words in another language:',
		unavailable: 'Search is not available right now. Every page of the site is listed below.',
		withoutScript: {
			note: 'Search needs JavaScript, which is turned off or blocked in your browser. Every page of the site is listed below instead.',
			heading: 'Every page of the site',
		},
	},
} satisfies Record<'/search', SearchPageContent>
