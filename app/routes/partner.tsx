import { CardGrid } from '#app/components/content/card-grid.tsx'
import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { ExternalLink } from '#app/components/links/external-link.tsx'
import { Illustration } from '#app/components/content/illustration.tsx'
import { LinkCard } from '#app/components/links/link-card.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import { MediaSection } from '#app/components/general/media-section.tsx'
import { getRecords, type PagePath, type SiteContent } from '#app/content/index.server.ts'
import type { PartnerPageContent } from '#app/content/schema/pages/partner.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/partner'
import actions from '#app/styles/actions.module.css'
import styles from './partner.module.css'

/** The paths of the pages whose content is a partner page's (content/pages/<locale>/<partner>.md). */
type PartnerPath = { [P in PagePath]: SiteContent['pages'][P] extends PartnerPageContent ? P : never }[PagePath]

/** The words of a partner's page, at the path its record gives. */
function partnerPageAt(content: SiteContent, path: string): PartnerPageContent {
	const page: PartnerPageContent | undefined = content.pages[path as PartnerPath]
	if (!page) throw new Error(`No content file for the partner page ${path}`)
	return page
}

/**
 * A cooperative partner's page, mounted at /aspirin, /serendipitysnowclub and
 * /aacntv. The partner's record (content/partners: name, pictures, website)
 * is the one the home page's partner carousel shows; the words are the page's.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	const partners = getRecords(locale).partners
	const partner = partners.find((candidate) => candidate.path === path)
	if (!partner) throw new Error(`No partner record for ${path}`)
	const others = partners
		.filter((other) => other.id !== partner.id)
		.map((other) => ({ ...other, summary: partnerPageAt(content, other.path).summary }))
	return { locale, path, partner, others, page: partnerPageAt(content, partner.path) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

// The partner's two pictures are illustrations that add nothing to the words beside them: their alt is empty.
export default function PartnerRoute({ loaderData }: Route.ComponentProps) {
	const { page, partner, others } = loaderData
	return (
		<>
			<PageHeader title={partner.name} summary={page.summary}>
				<Illustration id={partner.image} alt="" priority />
			</PageHeader>
			<Section id="about" heading={page.about.heading}>
				<Prose value={page.about.body} className={styles.prose} />
			</Section>
			<MediaSection
				id="together"
				heading={page.together.heading}
				image={{ id: partner.activityImage, alt: '' }}
				tone="sand"
			>
				<Prose value={page.together.body} className={styles.together} />
			</MediaSection>
			<Section id="visit" heading={page.visit.heading}>
				<p className={styles.visit}>
					<ExternalLink href={partner.website} className={actions.primary}>
						{page.visit.link}
					</ExternalLink>
					{partner.example ? <ExampleBadge /> : null}
				</p>
				{partner.example ? <p className={styles.note}>{page.visit.exampleNote}</p> : null}
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
