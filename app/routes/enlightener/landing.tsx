import { CardGrid } from '~/components/content/card-grid.tsx'
import { Illustration } from '~/components/content/illustration.tsx'
import { LinkCard } from '~/components/content/link-card.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { ProseColumns } from '~/components/enlightener/prose-columns.tsx'
import { Section } from '~/components/content/section.tsx'
import { ReviewBlock } from '~/components/enlightener/review-block.tsx'
import { enlightenerAreas } from '~/data/enlightener-areas.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/landing'

/** /enlightener: what the Enlightener is, its three directions, and the event-review block. */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	return { locale, path, page: content.pages['/enlightener'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function EnlightenerLandingRoute({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	return (
		<article>
			<PageHeader title={page.title} summary={page.summary}>
				<Illustration {...page.image} priority />
			</PageHeader>
			<ProseColumns sections={page.sections} />
			<Section id="directions" heading={page.areas.heading} intro={page.areas.intro} tone="teal">
				<CardGrid columns={3}>
					{enlightenerAreas.map((area) => (
						<LinkCard
							key={area.path}
							to={area.path}
							title={page.areas.cards[area.path].title}
							text={page.areas.cards[area.path].text}
							image={{ id: area.image, alt: '' }}
						/>
					))}
				</CardGrid>
			</Section>
			<ReviewBlock review={page.review} />
		</article>
	)
}
