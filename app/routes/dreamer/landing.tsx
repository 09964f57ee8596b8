import { ArrowLink } from '~/components/content/arrow-link.tsx'
import { GetInTouch } from '~/components/content/get-in-touch.tsx'
import { LinkCards } from '~/components/content/link-cards.tsx'
import { MediaSplit } from '~/components/content/media-split.tsx'
import { PageArt } from '~/components/content/page-art.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { Prose } from '~/components/content/prose.tsx'
import { Section } from '~/components/content/section.tsx'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
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
