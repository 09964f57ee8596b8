import { InitiativeArticle } from '#app/components/content/initiative-article.tsx'
import { SeminarFacts } from '#app/components/voyager/seminar-facts.tsx'
import { eventWithPage, eventStructuredData } from '#app/events/events.server.ts'
import { formatEventTime } from '#app/events/event-time.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/seminar'

const path = '/voyager/detail'

/** The seminar is an event record (content/events) whose own page is this one. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const event = eventWithPage(locale, path)
	if (!event) throw new Error(`No event in content/events has page: ${path}`)
	return {
		locale,
		page: content.pages[path],
		event: {
			body: event.body,
			art: event.art ?? 'voyager-seminar',
			time: formatEventTime(event, locale),
			place: event.place,
		},
		structuredData: eventStructuredData(event, locale),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { locale, page, structuredData } = loaderData
	return [...pageMeta({ ...page.meta, locale, path }), { 'script:ld+json': structuredData }]
}

/** /voyager/detail: the seminar on intergenerational communication, as a record and a short description. */
export default function VoyagerSeminarRoute({ loaderData }: Route.ComponentProps) {
	const { page, event } = loaderData
	return (
		<InitiativeArticle
			page={{ ...page, body: event.body }}
			image={event.art}
			lead={<SeminarFacts time={event.time} place={event.place} words={page.facts} />}
		/>
	)
}
