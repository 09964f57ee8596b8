/**
 * Facts the home page states. The founding date is the one the home page
 * gives; the About page gives another (August 26, 2022) and keeps its own,
 * as the specification asks until the foundation says which is right.
 */
export const homeFacts = {
	/** YYYY-MM-DD; written out per language with Intl.DateTimeFormat. */
	founded: '2023-08-22',
	/** Where the partner carousel starts (the original started on its second item). */
	partnerCarouselStart: 1,
	/** Where the news carousel starts. */
	newsCarouselStart: 0,
} as const
