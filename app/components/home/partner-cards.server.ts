import type { CarouselCard } from '#app/components/carousel/card-carousel.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { partnerPath } from '#app/content/schema/records/partner.ts'
import { illustrationImage } from '#app/data/illustrations.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'

/**
 * The partners (content/partners, in their order) as the home page's
 * carousel cards: each leads to the partner's page, titled with its name as
 * it writes it, with the line its record gives. Its picture (a drawing or a
 * photo) illustrates the name beside it, so it is decorative.
 */
export function homePartnerCards(locale: Locale): CarouselCard[] {
	return getRecords(locale).partners.map((partner) => ({
		key: partner.id,
		href: localizePath(partnerPath(partner.id), locale),
		title: partner.name,
		text: partner.line,
		...(partner.photo
			? { photo: { ...partner.photo, decorative: true } }
			: partner.image
				? { image: illustrationImage({ id: partner.image, alt: '' }) }
				: {}),
	}))
}
