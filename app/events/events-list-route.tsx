import { PageHeader } from '#app/components/content/page-header.tsx'
import { localizePath } from '#app/i18n/locales.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { feeds } from '#app/news/feeds/feed-paths.ts'
import type { EventSummary, EventWords } from './event-summary.ts'
import { EventTeaser } from './event-teaser.tsx'
import { upcomingAndPast } from './event-time.ts'
import { getEvents, summariseEvent } from './events.server.ts'
import upcomingPastUrl from './upcoming-past.js?url&no-inline'
import type { Route } from './+types/events-list-route'
import styles from './events-list.module.css'

/**
 * /events: upcoming events soonest first, then past events newest first, as
 * they stand when the site is built; a small script moves events that have
 * ended since then (docs/decisions/035).
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const { upcoming, past } = upcomingAndPast(getEvents(locale), new Date())
	return {
		locale,
		words: content.pages['/events'],
		upcoming: upcoming.map((event) => summariseEvent(event, locale)),
		past: past.map((event) => summariseEvent(event, locale)),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.words.meta, locale: loaderData.locale, path: '/events' })

export default function EventsListRoute({ loaderData }: Route.ComponentProps) {
	const { words, upcoming, past } = loaderData
	const locale = useLocale()
	return (
		<>
			<PageHeader title={words.title} summary={words.summary} />
			<div className={`container ${styles.body}`}>
				<EventList
					id="upcoming"
					heading={words.upcoming.heading}
					empty={words.upcoming.empty}
					events={upcoming}
					words={words}
				/>
				<EventList id="past" heading={words.past.heading} empty={words.past.empty} events={past} words={words} />
				<section id="calendar" aria-labelledby="calendar-heading" className={styles.calendar}>
					<h2 id="calendar-heading" className={styles.calendarHeading}>
						{words.calendar.heading}
					</h2>
					<p>{words.calendar.text}</p>
					<p>
						<a
							href={localizePath(feeds.calendar.path, locale)}
							type={feeds.calendar.type}
							className={styles.calendarLink}
						>
							{words.calendar.link}
						</a>
					</p>
				</section>
			</div>
			<script type="module" src={upcomingPastUrl} />
		</>
	)
}

type EventListProps = {
	id: 'upcoming' | 'past'
	heading: string
	empty: string
	events: EventSummary[]
	words: EventWords
}

/** One of the two lists, with the message shown when it is empty (the script may empty or fill it). */
function EventList({ id, heading, empty, events, words }: EventListProps) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
			<h2 id={`${id}-heading`} className={styles.heading}>
				{heading}
			</h2>
			<ol data-events={id} className={styles.list} hidden={events.length === 0}>
				{events.map((event) => (
					<li key={event.id} data-start={event.start} data-end={event.end}>
						<EventTeaser event={event} words={words} />
					</li>
				))}
			</ol>
			<p data-events-empty={id} className={styles.empty} hidden={events.length > 0}>
				{empty}
			</p>
		</section>
	)
}
