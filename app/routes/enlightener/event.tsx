import { formatDate } from '~/lib/format-date.ts'
import { Illustration } from '~/components/content/illustration.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { ProseColumns } from '~/components/enlightener/prose-columns.tsx'
import { EventRecord } from '~/components/enlightener/event-record.tsx'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import { site } from '~/config/site.ts'
import { helloChineseEvent } from '~/data/enlightener-events.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import { eventJsonLd } from '~/lib/structured-data.ts'
import type { Route } from './+types/event'
import styles from './event.module.css'

/** /enlightener/hellochineseevent: the Hello Chinese event as a labelled record. */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	const page = content.pages['/enlightener/hellochineseevent']
	const event = helloChineseEvent
	const department = content.layout.initiatives[event.department]
	const date = event.date ? formatDate(event.date, locale) : null
	const organiser = page.record.organiser
		.replace('{initiative}', department)
		.replace('{foundation}', site.name.value[locale])
	return { locale, path, page, event, department, date, organiser }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { locale, path, page, event } = loaderData
	return [
		...pageMeta({ ...page.meta, locale, path }),
		{
			'script:ld+json': eventJsonLd({
				locale,
				path,
				name: page.title,
				description: page.meta.description,
				startDate: event.date ?? undefined,
			}),
		},
	]
}

export default function EnlightenerEventRoute({ loaderData }: Route.ComponentProps) {
	const { page, event, department, date, organiser } = loaderData
	const { record } = page
	return (
		<article>
			<PageHeader eyebrow={page.eyebrow} title={page.title} summary={page.summary}>
				<Illustration {...page.image} priority />
			</PageHeader>
			<ProseColumns lead={page.sections.flatMap((section) => section.paragraphs)} />
			<section aria-labelledby="event-record-heading" className={`container ${styles.record}`}>
				<h2 id="event-record-heading" className={styles.heading}>
					{record.heading}
				</h2>
				<div>
					<EventRecord
						labels={record.labels}
						exampleFields={event.exampleFields}
						values={{
							project: record.project,
							department,
							eventTime: date && event.date ? <time dateTime={event.date}>{date}</time> : record.toBeConfirmed,
							organiser,
							participants: record.participants,
							review: (
								<>
									<p>{record.review}</p>
									<LocalizedLink to={event.reviewPath}>{record.reviewLink}</LocalizedLink>
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
