import { ExampleBadgeView } from '#app/components/content/example-badge.tsx'
import { LinkCardView } from '#app/components/links/link-card-view.tsx'
import type { Picture } from '#app/content/schema/fields.ts'
import type { IllustrationImage } from '#app/data/illustrations.ts'
import { Carousel } from './carousel.tsx'
import type { CarouselWords } from './carousel-words.ts'

/** One card of the carousel, as plain data. */
export type CarouselCard = {
	/** Stable and unique within the carousel. */
	key: string
	/** Where the card leads, already in the page's language (`/zh-hans/voyager/cabinet`). */
	href: string
	title: string
	text: string
	/** A drawn illustration, or a photo from the content files. */
	image?: IllustrationImage
	photo?: Picture
	/** A date shown above the text (a news post's), already written out; `example` marks a placeholder date. */
	date?: { dateTime: string; text: string; example?: { label: string; note: string } }
}

export type CardCarouselProps = {
	/** Prefix for the ids inside; unique on the page. */
	id: string
	/** The id of the heading that names the carousel. */
	labelledBy: string
	startIndex: number
	words: CarouselWords
	cards: CarouselCard[]
}

/**
 * A carousel of link cards, built from plain data: an island (app/islands),
 * so the same component renders on the server and hydrates in the browser.
 */
export function CardCarousel({ cards, ...carousel }: CardCarouselProps) {
	const items = cards.map(({ key, date, ...card }) => ({
		key,
		title: card.title,
		content: <LinkCardView {...card} meta={date ? <CardDate {...date} /> : undefined} />,
	}))
	return <Carousel {...carousel} items={items} />
}

function CardDate({ dateTime, text, example }: NonNullable<CarouselCard['date']>) {
	return (
		<>
			<time dateTime={dateTime}>{text}</time>
			{example ? <ExampleBadgeView {...example} /> : null}
		</>
	)
}
