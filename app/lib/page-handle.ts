import type { UIMatch } from 'react-router'

/** What a route module says about itself in its `handle` export. */
export type PageHandle = {
	/** Where the floating Back button leads without history (English path); default: the parent path. */
	backTo?: string
	/** `false` keeps the page out of the site search's index (the search page itself). */
	searchIndex?: false
	/**
	 * `'after-scroll'`: on narrow windows the floating bar appears only once the
	 * page has scrolled, so that nothing covers the first screen (/help, whose
	 * first screen is the emergency numbers).
	 */
	floatingBar?: 'after-scroll'
}

/** Whether the site search indexes the page: every page but the not-found page and those that opt out. */
export function isSearchIndexed(matches: UIMatch[]): boolean {
	return !matches.some(
		(match) => match.id === 'not-found' || (match.handle as PageHandle | undefined)?.searchIndex === false,
	)
}

/** Whether the page asks for the floating bar to appear only once it has scrolled. */
export function barAppearsOnScroll(matches: UIMatch[]): boolean {
	return matches.some((match) => (match.handle as PageHandle | undefined)?.floatingBar === 'after-scroll')
}

/** The deepest matched route's own Back target, if it sets one. */
export function handleBackTo(matches: UIMatch[]): string | undefined {
	return matches.map((match) => (match.handle as PageHandle | undefined)?.backTo).findLast(Boolean)
}
