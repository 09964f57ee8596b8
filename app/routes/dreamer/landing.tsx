import { ArrowLink } from '#app/components/links/arrow-link.tsx'
import { GetInTouch } from '#app/components/content/get-in-touch.tsx'
import { LinkCards } from '#app/components/links/link-cards.tsx'
import { MediaSplit } from '#app/components/content/media-split.tsx'
import { PageArt } from '#app/components/content/page-art.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/landing'

export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/dreamer'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/dreamer' })

/**
 * The Dreamer's landing: mission, the two workshops (Critical Actions) and the
 * two past events. Sections have stable ids, so `/dreamer#past-events` opens there.
 */
export default function DreamerLandingRoute({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	const { mission, criticalActions, pastEvents } = page
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<PageArt id="dreamer-hero" />
			</PageHeader>
			<Section id="mission" heading={mission.heading}>
				<MediaSplit image="dreamer-beginning">
					<Prose value={mission.body} />
					<ArrowLink to="/dreamer/beginning">{mission.learnMore}</ArrowLink>
				</MediaSplit>
			</Section>
			<Section id="critical-actions" heading={criticalActions.heading} intro={criticalActions.intro} tone="sand">
				<LinkCards cards={criticalActions.cards} columns={2} />
			</Section>
			<Section id="past-events" heading={pastEvents.heading} intro={pastEvents.intro}>
				<LinkCards cards={pastEvents.cards} columns={2} />
			</Section>
			<div className="container">
				<GetInTouch id="get-involved" {...page.getInTouch} />
			</div>
		</>
	)
}
