import type { CarouselCard } from '#app/components/carousel/card-carousel.tsx'
import { Section } from '#app/components/content/section.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import { Island } from '#app/islands/island.tsx'

type PartnerCarouselProps = {
	words: HomePageContent['partners']
	carouselWords: HomePageContent['carousel']
	/** The partners, as cards (the home page's loader makes them from content/partners). */
	cards: CarouselCard[]
}

/** Where the carousel starts: on its second item, as the original site did (specification §4). */
const startIndex = 1

/** Cooperative Partners: a carousel of the partners (an island), each card leading to the partner's page. */
export function PartnerCarousel({ words, carouselWords, cards }: PartnerCarouselProps) {
	return (
		<Section id="partnership" heading={words.heading} intro={words.intro}>
			<Island
				name="card-carousel"
				props={{
					id: 'partner-carousel',
					labelledBy: 'partnership-heading',
					startIndex,
					words: carouselWords,
					cards,
				}}
			/>
		</Section>
	)
}
