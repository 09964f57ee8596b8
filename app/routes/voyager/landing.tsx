import { ArrowLink } from '#app/components/links/arrow-link.tsx'
import { LinkCards } from '#app/components/links/link-cards.tsx'
import { MediaSplit } from '#app/components/content/media-split.tsx'
import { PageArt } from '#app/components/content/page-art.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import { UpcomingEventCard } from '#app/components/voyager/upcoming-event-card.tsx'
import { eventPath } from '#app/events/event-paths.ts'
import { formatEventTime } from '#app/events/event-time.ts'
import { eventWithPage } from '#app/events/events.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/landing'
import styles from './landing.module.css'

export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	// The upcoming seminar: its record in content/events.
	const seminar = eventWithPage(locale, '/voyager/detail')
	if (!seminar) throw new Error('No event in content/events has page: /voyager/detail')
	const upcoming = {
		path: eventPath(seminar),
		image: seminar.art ?? ('voyager-seminar' as const),
		time: formatEventTime(seminar, locale),
	}
	return { locale, page: content.pages['/voyager'], upcoming }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/voyager' })

/** The Voyager's landing: whom it serves, its three settings, the Youth Cabinet and the upcoming seminar. */
export default function VoyagerLandingRoute({ loaderData }: Route.ComponentProps) {
	const { page, upcoming } = loaderData
	const { about } = page
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<PageArt id="voyager-hero" />
			</PageHeader>
			<Section id="about" heading={about.heading}>
				<Prose value={about.body} className={styles.intro} />
			</Section>
			<Section id="where-we-work" heading={page.areas.heading} intro={page.areas.intro} tone="sand">
				<LinkCards cards={page.areas.cards} columns={3} />
			</Section>
			<Section id="youth-cabinet" heading={page.cabinet.heading} tone="teal">
				<MediaSplit image="voyager-cabinet">
					<Prose value={page.cabinet.body} />
					<ArrowLink to="/voyager/cabinet">{page.cabinet.link}</ArrowLink>
				</MediaSplit>
			</Section>
			<Section id="upcoming-event" heading={page.upcoming.heading} intro={page.upcoming.intro}>
				<UpcomingEventCard event={upcoming} words={page.upcoming} />
			</Section>
		</>
	)
}
