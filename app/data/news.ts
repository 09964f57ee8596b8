import type { IllustrationId } from './illustrations.ts'

/**
 * The home page's Latest News carousel, in its order. Titles, captions and alt
 * text are in the home page's content, under `news.items[id]`.
 */
export type NewsItem = {
	id: 'cabinet' | 'lasting-support' | 'hello'
	/** The page the item leads to (English path). */
	to: string
	image: IllustrationId
}

export const newsItems: NewsItem[] = [
	{ id: 'cabinet', to: '/voyager/cabinet', image: 'news-cabinet' },
	// The original linked /perpetuator/LastingMentalHealthSupport; our URLs are lower case (decision 006).
	{ id: 'lasting-support', to: '/perpetuator/lastingmentalhealthsupport', image: 'news-lasting-support' },
	{ id: 'hello', to: '/dreamer/hello', image: 'news-hello' },
]
