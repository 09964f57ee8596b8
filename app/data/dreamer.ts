import type { IllustrationId } from './illustrations.ts'

/**
 * The Dreamer's cards: its two workshops (Critical Actions) and its two past
 * events, in the landing page's order. Titles and texts are in the content
 * files, under the same ids.
 */
export type DreamerCard<Id extends string = string> = {
	id: Id
	/** The card's page on this site (English path). */
	path: string
	image: IllustrationId
}

export const dreamerWorkshops = [
	{ id: 'emotion', path: '/dreamer/emotion', image: 'dreamer-emotion' },
	{ id: 'mind', path: '/dreamer/mind', image: 'dreamer-mind' },
] as const satisfies readonly DreamerCard[]

export const dreamerPastEvents = [
	{ id: 'hello', path: '/dreamer/hello', image: 'dreamer-hello' },
	{ id: 'bilingual', path: '/dreamer/bilingual', image: 'dreamer-bilingual' },
] as const satisfies readonly DreamerCard[]

export type DreamerWorkshopId = (typeof dreamerWorkshops)[number]['id']
export type DreamerPastEventId = (typeof dreamerPastEvents)[number]['id']
