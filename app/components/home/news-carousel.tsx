import { Carousel } from '~/components/carousel/carousel.tsx'
import { LinkCard } from '~/components/content/link-card.tsx'
import { Section } from '~/components/content/section.tsx'
import type { HomePageContent } from '~/content/en/pages/home.ts'
import { homeFacts } from '~/data/home.ts'
import { newsItems } from '~/data/news.ts'

type NewsCarouselProps = { words: HomePageContent['news']; carouselWords: HomePageContent['carousel'] }

/** Latest News: a carousel of cards, each leading to the page the news is about. */
export function NewsCarousel({ words, carouselWords }: NewsCarouselProps) {
	const items = newsItems.map((item) => {
		const { title, text, alt } = words.items[item.id]
		return {
			key: item.id,
			title,
			content: <LinkCard to={item.to} title={title} text={text} image={{ id: item.image, alt }} />,
		}
	})
	return (
		<Section id="news" heading={words.heading} intro={words.intro} tone="sand">
			<Carousel
				id="news-carousel"
				labelledBy="news-heading"
				items={items}
				startIndex={homeFacts.newsCarouselStart}
				words={carouselWords}
			/>
		</Section>
	)
}
