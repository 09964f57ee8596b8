import { CardGrid } from '~/components/content/card-grid.tsx'
import { ExampleBadge } from '~/components/content/example-badge.tsx'
import { ExternalLink } from '~/components/content/external-link.tsx'
import { Illustration } from '~/components/content/illustration.tsx'
import { LinkCard } from '~/components/content/link-card.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { Section } from '~/components/content/section.tsx'
import { MediaSection } from '~/components/general/media-section.tsx'
import type { partnerPages } from '~/content/en/pages/partners.ts'
import { partners } from '~/data/partners.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/partner'
import actions from '~/styles/actions.module.css'
import styles from './partner.module.css'

type PartnerPath = keyof typeof partnerPages

/**
 * A cooperative partner's page, mounted at /aspirin, /serendipitysnowclub and
 * /aacntv. The partner's record (name, images, website) is the one the home
 * page's partner carousel uses; the words are the page's content.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	const partner = partners.find((candidate) => candidate.path === path)
	if (!partner) throw new Error(`No partner record for ${path}`)
	const others = partners
		.filter((other) => other.id !== partner.id)
		.map((other) => ({ ...other, summary: content.pages[other.path as PartnerPath].summary }))
	return { locale, path, partner, others, page: content.pages[partner.path as PartnerPath] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function PartnerRoute({ loaderData }: Route.ComponentProps) {
	const { page, partner, others } = loaderData
	return (
		<>
			<PageHeader title={partner.name} summary={page.summary}>
				<Illustration id={partner.image} alt={page.imageAlt} priority />
			</PageHeader>
			<Section id="about" heading={page.about.heading}>
				<div className={styles.prose}>
					{page.about.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</div>
			</Section>
			<MediaSection
				id="together"
				heading={page.together.heading}
				image={{ id: partner.activityImage, alt: page.activityImageAlt }}
				tone="sand"
			>
				<p>{page.together.intro}</p>
				<ul className={styles.aims}>
					{page.together.aims.map((aim) => (
						<li key={aim}>{aim}</li>
					))}
				</ul>
			</MediaSection>
			<Section id="visit" heading={page.visit.heading}>
				<p className={styles.visit}>
					<ExternalLink href={partner.website.url} className={actions.primary}>
						{page.visit.link}
					</ExternalLink>
					{partner.website.example ? <ExampleBadge /> : null}
				</p>
				{partner.website.example ? <p className={styles.note}>{page.visit.exampleNote}</p> : null}
			</Section>
			<Section id="others" heading={page.others}>
				<CardGrid columns={3}>
					{others.map((other) => (
						<LinkCard
							key={other.id}
							to={other.path}
							title={other.name}
							text={other.summary}
							image={{ id: other.image, alt: '' }}
						/>
					))}
				</CardGrid>
			</Section>
		</>
	)
}
