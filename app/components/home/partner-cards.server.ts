import type { CarouselCard } from '#app/components/carousel/card-carousel.tsx'
import { getRecords } from '#app/content/index.server.ts'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import { illustrationImage } from '#app/data/illustrations.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'

/**
 * The partners (content/partners, in their order) as the home page's
 * carousel cards: each leads to the partner's page, titled with its name as
 * it writes it, with its line from the home page's words. Its picture
 * illustrates the name beside it, so its alt text is empty (decorative).
 */
export function homePartnerCards(locale: Locale, lines: HomePageContent['partners']['items']): CarouselCard[] {
	return getRecords(locale).partners.map((partner) => ({
		key: partner.id,
		href: localizePath(partner.path, locale),
		title: partner.name,
		text: (lines as Record<string, string>)[partner.id] ?? '',
		image: illustrationImage({ id: partner.image, alt: '' }),
	}))
}
