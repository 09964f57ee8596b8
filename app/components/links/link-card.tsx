import { illustrationImage, type ImageRef } from '#app/data/illustrations.ts'
import { localizePath } from '#app/i18n/locales.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { LinkCardView, type LinkCardViewProps } from './link-card-view.tsx'

type LinkCardProps = Omit<LinkCardViewProps, 'href' | 'image'> & {
	/** English site path of the page the card leads to. */
	to: string
	image?: ImageRef
}

/** A card that leads to another page of the site, in the page's language (see LinkCardView). */
export function LinkCard({ to, image, ...card }: LinkCardProps) {
	const locale = useLocale()
	return <LinkCardView href={localizePath(to, locale)} image={image ? illustrationImage(image) : undefined} {...card} />
}
