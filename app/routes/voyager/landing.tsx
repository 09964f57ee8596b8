import { ArrowLink } from '~/components/content/arrow-link.tsx'
import { CardGrid } from '~/components/content/card-grid.tsx'
import { LinkCard } from '~/components/content/link-card.tsx'
import { MediaSplit } from '~/components/content/media-split.tsx'
import { PageArt } from '~/components/content/page-art.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { Section } from '~/components/content/section.tsx'
import { UpcomingEventCard } from '~/components/voyager/upcoming-event-card.tsx'
import { events } from '~/data/events.ts'
import { voyagerAreas } from '~/data/voyager.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/landing'
import styles from './landing.module.css'

export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/voyager'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/voyager' })

/** The Voyager's landing: whom it serves, its three settings, the Youth Cabinet and the upcoming seminar. */
export default function VoyagerLandingRoute({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	const [about] = page.sections
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<PageArt id="voyager-hero" />
			</PageHeader>
			{about ? (
				<Section id="about" heading={about.heading}>
					<div className={styles.intro}>
						{about.paragraphs.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				</Section>
			) : null}
			<Section id="where-we-work" heading={page.areas.heading} intro={page.areas.intro} tone="sand">
				<CardGrid columns={3}>
					{voyagerAreas.map((area) => (
						<LinkCard
							key={area.id}
							to={area.path}
							title={page.areas.cards[area.id].title}
							text={page.areas.cards[area.id].text}
							// Decorative: the card's title names the page it leads to.
							image={{ id: area.image, alt: '' }}
						/>
					))}
				</CardGrid>
			</Section>
			<Section id="youth-cabinet" heading={page.cabinet.heading} tone="teal">
				<MediaSplit image="voyager-cabinet">
					{page.cabinet.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
					<ArrowLink to="/voyager/cabinet">{page.cabinet.link}</ArrowLink>
				</MediaSplit>
			</Section>
			<Section id="upcoming-event" heading={page.upcoming.heading} intro={page.upcoming.intro}>
				<UpcomingEventCard event={events.intergenerationalSeminar} words={page.upcoming} />
			</Section>
		</>
	)
}
