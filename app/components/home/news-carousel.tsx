import type { CarouselCard } from '#app/components/carousel/card-carousel.tsx'
import { Section } from '#app/components/content/section.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import { Island } from '#app/islands/island.tsx'
import styles from './news-carousel.module.css'

type NewsCarouselProps = {
	words: HomePageContent['news']
	carouselWords: HomePageContent['carousel']
	/** The newest posts, as cards (the home page's loader makes them from content/news). */
	cards: CarouselCard[]
}

/** Where the carousel starts: on its first item (specification §4). */
const startIndex = 0

/** Latest News: the newest posts in a carousel of cards (an island), and the way to all the news. */
export function NewsCarousel({ words, carouselWords, cards }: NewsCarouselProps) {
	return (
		<Section id="news" heading={words.heading} intro={words.intro} tone="sand">
			<Island
				name="card-carousel"
				props={{
					id: 'news-carousel',
					labelledBy: 'news-heading',
					startIndex,
					words: carouselWords,
					cards,
				}}
			/>
			<p className={styles.all}>
				<LocalizedLink to="/news">{words.allNews}</LocalizedLink>
			</p>
		</Section>
	)
}
