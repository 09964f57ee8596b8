import { Illustration } from '#app/components/content/illustration.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { ProseColumns } from '#app/components/enlightener/prose-columns.tsx'
import { EventRecord } from '#app/components/enlightener/event-record.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { site } from '#app/config/site.ts'
import { eventWithPage, eventStructuredData } from '#app/events/events.server.ts'
import { formatEventTime } from '#app/events/event-time.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/event'
import styles from './event.module.css'

const path = '/enlightener/hellochineseevent'

/**
 * /enlightener/hellochineseevent: the Hello Chinese event as a labelled
 * record. The event (department, time, picture, description) is its record in
 * content/events; the record's labels and texts are this page's content file.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const page = content.pages[path]
	const event = eventWithPage(locale, path)
	if (!event) throw new Error(`No event in content/events has page: ${path}`)
	const department = event.initiative ? content.layout.initiatives[event.initiative] : ''
	const organiser = page.record.organiser
		.replace('{initiative}', department)
		.replace('{foundation}', site.name.value[locale])
	return {
		locale,
		page,
		department,
		organiser,
		time: formatEventTime(event, locale),
		start: event.start,
		art: event.art ?? ('enlightener-hello-chinese' as const),
		body: event.body,
		structuredData: eventStructuredData(event, locale),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { locale, page, structuredData } = loaderData
	return [...pageMeta({ ...page.meta, locale, path }), { 'script:ld+json': structuredData }]
}

export default function EnlightenerEventRoute({ loaderData }: Route.ComponentProps) {
	const { page, department, organiser, time, start, art, body } = loaderData
	const { record } = page
	return (
		<article>
			<PageHeader eyebrow={page.eyebrow} title={page.title} summary={page.summary}>
				<Illustration id={art} alt="" priority />
			</PageHeader>
			{body ? <ProseColumns value={body} /> : null}
			<section aria-labelledby="event-record-heading" className={`container ${styles.record}`}>
				<h2 id="event-record-heading" className={styles.heading}>
					{record.heading}
				</h2>
				<div>
					<EventRecord
						labels={record.labels}
						exampleFields={page.exampleFields}
						values={{
							project: record.project,
							department,
							eventTime: time && start ? <time dateTime={start}>{time}</time> : record.toBeConfirmed,
							organiser,
							participants: record.participants,
							review: (
								<>
									<p>{record.review}</p>
									<LocalizedLink to={record.reviewLink.to}>{record.reviewLink.text}</LocalizedLink>
								</>
							),
						}}
					/>
					<p className={styles.note}>{record.note}</p>
				</div>
			</section>
		</article>
	)
}
