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

/** The Dreamer's pages of prose, each with the illustration its header shows. */
export const dreamerArticles = {
	'/dreamer/beginning': { image: 'dreamer-beginning' },
	'/dreamer/emotion': { image: 'dreamer-emotion' },
	'/dreamer/mind': { image: 'dreamer-mind' },
	'/dreamer/hello': { image: 'dreamer-hello' },
	'/dreamer/bilingual': { image: 'dreamer-bilingual' },
} as const satisfies Record<string, { image: IllustrationId }>

export type DreamerArticlePath = keyof typeof dreamerArticles

export function isDreamerArticle(path: string): path is DreamerArticlePath {
	return Object.hasOwn(dreamerArticles, path)
}
