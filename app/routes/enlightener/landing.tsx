import { Artwork } from '#app/components/content/artwork.tsx'
import { LinkCards } from '#app/components/links/link-cards.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { ProseColumns } from '#app/components/enlightener/prose-columns.tsx'
import { Section } from '#app/components/content/section.tsx'
import { ReviewBlock } from '#app/components/enlightener/review-block.tsx'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
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
				<Artwork art={page.art} photo={page.photo} priority />
			</PageHeader>
			<ProseColumns value={page.body} />
			<Section id="directions" heading={page.areas.heading} intro={page.areas.intro} tone="teal">
				<LinkCards cards={page.areas.cards} columns={3} />
			</Section>
			<ReviewBlock review={page.review} />
		</article>
	)
}
