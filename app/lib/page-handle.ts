import type { UIMatch } from 'react-router'

/** What a route module says about itself in its `handle` export. */
export type PageHandle = {
	/** Where the floating Back button leads without history (English path); default: the parent path. */
	backTo?: string
}

/** The deepest matched route's own Back target, if it sets one. */
export function handleBackTo(matches: UIMatch[]): string | undefined {
	return matches.map((match) => (match.handle as PageHandle | undefined)?.backTo).findLast(Boolean)
}
