import type { CarouselCard } from '#app/components/carousel/card-carousel.tsx'
import { getContent, getRecords } from '#app/content/index.server.ts'
import { illustrationImage } from '#app/data/illustrations.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { formatDate } from '#app/lib/format/format-date.ts'
import { newestFirst, postPath } from './listing.ts'

/** How many posts the home page's Latest News carousel shows. */
const homeNewsCount = 3

/**
 * The newest posts as the home page's carousel cards: each leads where its
 * post leads on (`link`, so the spec's three items still open the pages the
 * spec names), else to the post; its date written the reader's way.
 */
export function homeNewsCards(locale: Locale): CarouselCard[] {
	const { common } = getContent(locale).layout
	return newestFirst(getRecords(locale).news)
		.slice(0, homeNewsCount)
		.map((post) => ({
			key: post.id,
			href: localizePath(post.link?.to ?? postPath(post.id), locale),
			title: post.title,
			text: post.summary,
			...(post.photo ? { photo: post.photo } : post.art ? { image: illustrationImage({ id: post.art, alt: '' }) } : {}),
			date: {
				dateTime: post.date,
				text: formatDate(post.date, locale),
				...(post.example ? { example: { label: common.exampleBadge, note: common.exampleNote } } : {}),
			},
		}))
}
