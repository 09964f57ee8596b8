import { Section } from '~/components/content/section.tsx'
import type { HomePageContent } from '~/content/en/pages/home.ts'
import { homeFacts } from '~/data/home.ts'
import { illustrationImage } from '~/data/illustrations.ts'
import { partners } from '~/data/partners.ts'
import { localizePath } from '~/i18n/locales.ts'
import { Island } from '~/islands/island.tsx'
import { useLocale } from '~/lib/use-locale.ts'

type PartnerCarouselProps = { words: HomePageContent['partners']; carouselWords: HomePageContent['carousel'] }

/** Cooperative Partners: a carousel of the partners (an island), each card leading to the partner's page. */
export function PartnerCarousel({ words, carouselWords }: PartnerCarouselProps) {
	const locale = useLocale()
	const cards = partners.map((partner) => {
		const { text, alt } = words.items[partner.id]
		return {
			key: partner.id,
			href: localizePath(partner.path, locale),
			title: partner.name,
			text,
			image: illustrationImage({ id: partner.image, alt }),
		}
	})
	return (
		<Section id="partnership" heading={words.heading} intro={words.intro}>
			<Island
				name="card-carousel"
				props={{
					id: 'partner-carousel',
					labelledBy: 'partnership-heading',
					startIndex: homeFacts.partnerCarouselStart,
					words: carouselWords,
					cards,
				}}
			/>
		</Section>
	)
}
