import { ArrowLink } from '~/components/content/arrow-link.tsx'
import { GetInTouch } from '~/components/content/get-in-touch.tsx'
import { MediaSplit } from '~/components/content/media-split.tsx'
import { PageArt } from '~/components/content/page-art.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { Section } from '~/components/content/section.tsx'
import { DreamerCards } from '~/components/dreamer/dreamer-cards.tsx'
import { dreamerPastEvents, dreamerWorkshops } from '~/data/dreamer.ts'
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
	const [mission] = page.sections
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<PageArt id="dreamer-hero" />
			</PageHeader>
			{mission ? (
				<Section id="mission" heading={mission.heading}>
					<MediaSplit image="dreamer-beginning">
						{mission.paragraphs.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
						<ArrowLink to="/dreamer/beginning">{page.learnMore}</ArrowLink>
					</MediaSplit>
				</Section>
			) : null}
			<Section
				id="critical-actions"
				heading={page.criticalActions.heading}
				intro={page.criticalActions.intro}
				tone="sand"
			>
				<DreamerCards cards={dreamerWorkshops} words={page.criticalActions.cards} />
			</Section>
			<Section id="past-events" heading={page.pastEvents.heading} intro={page.pastEvents.intro}>
				<DreamerCards cards={dreamerPastEvents} words={page.pastEvents.cards} />
			</Section>
			<div className="container">
				<GetInTouch id="get-involved" {...page.getInTouch} />
			</div>
		</>
	)
}
