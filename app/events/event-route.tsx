import { redirect } from 'react-router'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { ExternalLink } from '#app/components/links/external-link.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { NotFoundBoundary, notFoundMeta } from '#app/components/layout/not-found-view.tsx'
import { localizePath } from '#app/i18n/locales.ts'
import { notFound } from '#app/lib/not-found.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { absoluteFileUrl, pageMeta } from '#app/lib/seo/seo.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { PostPicture } from '#app/news/post-picture.tsx'
import { RegistrationBox } from './registration/registration-box.tsx'
import { registrationView, runtimeOf } from './registration/registration.server.ts'
import actions from '#app/styles/actions.module.css'
import { EventFacts, type EventFact } from './event-facts.tsx'
import { eventCalendarFileName, eventCalendarPath, eventPath } from './event-paths.ts'
import { eventInstants, formatEventTime, isPast } from './event-time.ts'
import { eventStructuredData, getEvents, whereLine } from './events.server.ts'
import upcomingPastUrl from './upcoming-past.js?url&no-inline'
import type { Route } from './+types/event-route'
import styles from './event.module.css'

/** /events/<slug>: one event, its details, “Add to calendar” and its description. */
export async function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const event = getEvents(locale).find((candidate) => candidate.id === args.params.slug)
	if (!event) throw notFound(locale)
	// The events the site had before events were records keep their own pages.
	if (event.page) throw redirect(localizePath(event.page, locale), 301)
	const words = content.pages['/events']
	const instants = eventInstants(event)
	const facts: EventFact[] = [
		{
			key: 'when',
			label: words.labels.when,
			value: formatEventTime(event, locale) ?? (event.tookPlace ? words.dateToBeConfirmed : words.dateToBeAnnounced),
		},
		...(event.place ? [{ key: 'where', label: words.labels.where, value: event.place }] : []),
		...(event.attendance
			? [{ key: 'attendance', label: words.labels.attendance, value: words.attendance[event.attendance] }]
			: []),
		...(event.languages.length
			? [
					{
						key: 'languages',
						label: words.labels.languages,
						value: event.languages.map((language) => words.languages[language]).join(', '),
					},
				]
			: []),
		...(event.initiative
			? [{ key: 'organiser', label: words.labels.organiser, value: content.layout.initiatives[event.initiative] }]
			: []),
	]
	// Events taking registrations here are rendered per request (react-router.config.ts): places change.
	const registration = event.registrations ? await registrationView(runtimeOf(args.context), event, locale) : null
	return {
		locale,
		event,
		words,
		facts,
		registration,
		eyebrow: event.initiative ? content.layout.initiatives[event.initiative] : words.event.eyebrow,
		end: instants?.end.toISOString(),
		pastAtBuild: isPast(event, new Date()),
		structuredData: eventStructuredData(event, locale),
		where: whereLine(event, locale),
	}
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
	if (!loaderData) return notFoundMeta(error)
	const { event, locale, structuredData } = loaderData
	return [
		...pageMeta({
			title: event.title,
			description: event.summary,
			locale,
			path: eventPath(event),
			image: event.photo
				? { url: absoluteFileUrl(event.photo.src), alt: event.photo.decorative ? undefined : event.photo.alt }
				: undefined,
		}),
		{ 'script:ld+json': structuredData },
	]
}

export default function EventRoute({ loaderData }: Route.ComponentProps) {
	const { event, words, facts, eyebrow, end, pastAtBuild, registration } = loaderData
	const locale = useLocale()
	const picture = event.photo || event.art ? <PostPicture photo={event.photo} art={event.art} priority /> : undefined
	const open = event.status === 'scheduled'
	return (
		<>
			<article>
				<PageHeader eyebrow={eyebrow} title={event.title} summary={event.summary}>
					{picture}
				</PageHeader>
				<div className={`container ${styles.body}`}>
					{event.status !== 'scheduled' ? <p className={styles.status}>{words.status[event.status]}</p> : null}
					{end ? (
						<p className={styles.ended} data-ended-after={end} hidden={!pastAtBuild}>
							{words.event.ended}
						</p>
					) : null}
					<EventFacts facts={facts} />
					{open && (event.start || event.registration) ? (
						<p className={styles.actions}>
							{event.start ? (
								<a
									href={localizePath(eventCalendarPath(event.id), locale)}
									download={eventCalendarFileName(event.id)}
									type="text/calendar"
									className={actions.primary}
								>
									{words.event.addToCalendar}
								</a>
							) : null}
							{event.registration ? (
								<ExternalLink href={event.registration} className={actions.secondary}>
									{words.event.register}
								</ExternalLink>
							) : null}
						</p>
					) : null}
					{registration ? (
						<RegistrationBox
							event={event}
							locale={locale}
							words={words.registration}
							state={registration.state}
							closes={registration.closes}
						/>
					) : null}
					{event.body ? <Prose value={event.body} className={styles.prose} /> : null}
				</div>
			</article>
			<p className={`container ${styles.all}`}>
				<LocalizedLink to="/events">{words.event.allEvents}</LocalizedLink>
			</p>
			<script type="module" src={upcomingPastUrl} />
		</>
	)
}

export const ErrorBoundary = NotFoundBoundary
