import { Carousel } from '~/components/carousel/carousel.tsx'
import { LinkCard } from '~/components/content/link-card.tsx'
import { Section } from '~/components/content/section.tsx'
import type { HomePageContent } from '~/content/en/pages/home.ts'
import { homeFacts } from '~/data/home.ts'
import { partners } from '~/data/partners.ts'

type PartnerCarouselProps = { words: HomePageContent['partners']; carouselWords: HomePageContent['carousel'] }

/** Cooperative Partners: a carousel of the partners, each card loading the partner's page in full, as the original did. */
export function PartnerCarousel({ words, carouselWords }: PartnerCarouselProps) {
	const items = partners.map((partner) => {
		const { text, alt } = words.items[partner.id]
		return {
			key: partner.id,
			title: partner.name,
			content: (
				<LinkCard
					to={partner.path}
					title={partner.name}
					text={text}
					image={{ id: partner.image, alt }}
					reloadDocument
				/>
			),
		}
	})
	return (
		<Section id="partnership" heading={words.heading} intro={words.intro}>
			<Carousel
				id="partner-carousel"
				labelledBy="partnership-heading"
				items={items}
				startIndex={homeFacts.partnerCarouselStart}
				words={carouselWords}
			/>
		</Section>
	)
}
