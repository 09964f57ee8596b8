import type { UIMatch } from 'react-router'

/** What a route module says about itself in its `handle` export. */
export type PageHandle = {
	/** Where the floating Back button leads without history (English path); default: the parent path. */
	backTo?: string
	/** `false` keeps the page out of the site search's index (the search page itself). */
	searchIndex?: false
}

/** Whether the site search indexes the page: every page but the not-found page and those that opt out. */
export function isSearchIndexed(matches: UIMatch[]): boolean {
	return !matches.some(
		(match) => match.id === 'not-found' || (match.handle as PageHandle | undefined)?.searchIndex === false,
	)
}

/** The deepest matched route's own Back target, if it sets one. */
export function handleBackTo(matches: UIMatch[]): string | undefined {
	return matches.map((match) => (match.handle as PageHandle | undefined)?.backTo).findLast(Boolean)
}
