import { Artwork } from '#app/components/content/artwork.tsx'
import { CardGrid } from '#app/components/content/card-grid.tsx'
import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { ExternalLink } from '#app/components/links/external-link.tsx'
import { LinkCard } from '#app/components/links/link-card.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import { MediaSection } from '#app/components/general/media-section.tsx'
import { NotFoundBoundary, notFoundMeta } from '#app/components/layout/not-found-view.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { partnerPath } from '#app/content/schema/records/partner.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import { notFound } from '#app/lib/not-found.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/partner'
import actions from '#app/styles/actions.module.css'
import styles from './partner.module.css'

/**
 * A cooperative partner's page, at /<id> for each record in content/partners
 * (/aspirin, /serendipitysnowclub, /aacntv): made from the record alone, so a
 * new partner file is a new page (docs/decisions/055). Any other one-segment
 * address names no partner: the not-found page.
 */
export function loader({ params, url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const partners = getRecords(locale).partners
	const partner = partners.find((candidate) => candidate.id === params.partner)
	if (!partner) throw notFound(locale)
	const others = partners.filter((other) => other.id !== partner.id)
	return { locale, path: partnerPath(partner.id), partner, others }
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
	loaderData
		? pageMeta({ ...loaderData.partner.meta, locale: loaderData.locale, path: loaderData.path })
		: notFoundMeta(error)

export const ErrorBoundary = NotFoundBoundary

// Drawings illustrate the words beside them: their alt is empty. A photo brings its own alt text.
export default function PartnerRoute({ loaderData }: Route.ComponentProps) {
	const { partner, others } = loaderData
	return (
		<>
			<PageHeader title={partner.name} summary={partner.summary}>
				<Artwork art={partner.image} photo={partner.photo} priority />
			</PageHeader>
			<Section id="about" heading={partner.about.heading}>
				<Prose value={partner.about.body} className={styles.prose} />
			</Section>
			<MediaSection
				id="together"
				heading={partner.together.heading}
				image={partner.activityImage ? { id: partner.activityImage, alt: '' } : undefined}
				photo={partner.activityPhoto}
				tone="sand"
			>
				<Prose value={partner.together.body} className={styles.together} />
			</MediaSection>
			<Section id="visit" heading={partner.visit.heading}>
				<p className={styles.visit}>
					<ExternalLink href={partner.website} className={actions.primary}>
						{partner.visit.link}
					</ExternalLink>
					{partner.example ? <ExampleBadge /> : null}
				</p>
				{partner.example ? <p className={styles.note}>{partner.visit.exampleNote}</p> : null}
			</Section>
			{others.length > 0 ? (
				<Section id="others" heading={partner.others}>
					<CardGrid columns={3}>
						{others.map((other) => (
							<LinkCard
								key={other.id}
								to={partnerPath(other.id)}
								title={other.name}
								text={other.summary}
								image={other.image ? { id: other.image, alt: '' } : undefined}
								photo={other.photo ? { ...other.photo, decorative: true } : undefined}
							/>
						))}
					</CardGrid>
				</Section>
			) : null}
		</>
	)
}
