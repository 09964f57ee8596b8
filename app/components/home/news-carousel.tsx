import { Section } from '~/components/content/section.tsx'
import type { HomePageContent } from '~/content/en/pages/home.ts'
import { homeFacts } from '~/data/home.ts'
import { illustrationImage } from '~/data/illustrations.ts'
import { newsItems } from '~/data/news.ts'
import { localizePath } from '~/i18n/locales.ts'
import { Island } from '~/islands/island.tsx'
import { useLocale } from '~/lib/use-locale.ts'

type NewsCarouselProps = { words: HomePageContent['news']; carouselWords: HomePageContent['carousel'] }

/** Latest News: a carousel of cards (an island), each leading to the page the news is about. */
export function NewsCarousel({ words, carouselWords }: NewsCarouselProps) {
	const locale = useLocale()
	const cards = newsItems.map((item) => {
		const { title, text, alt } = words.items[item.id]
		return {
			key: item.id,
			href: localizePath(item.to, locale),
			title,
			text,
			image: illustrationImage({ id: item.image, alt }),
		}
	})
	return (
		<Section id="news" heading={words.heading} intro={words.intro} tone="sand">
			<Island
				name="card-carousel"
				props={{
					id: 'news-carousel',
					labelledBy: 'news-heading',
					startIndex: homeFacts.newsCarouselStart,
					words: carouselWords,
					cards,
				}}
			/>
		</Section>
	)
}
