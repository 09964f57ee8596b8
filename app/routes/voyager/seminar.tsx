import { InitiativeArticle } from '~/components/content/initiative-article.tsx'
import { SeminarFacts } from '~/components/voyager/seminar-facts.tsx'
import { events } from '~/data/events.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import { eventJsonLd } from '~/lib/structured-data.ts'
import type { Route } from './+types/seminar'

export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/voyager/detail'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { locale, page } = loaderData
	const event = events.intergenerationalSeminar
	return [
		...pageMeta({ ...page.meta, locale, path: event.path }),
		{
			'script:ld+json': eventJsonLd({
				locale,
				path: event.path,
				name: page.title,
				description: page.meta.description,
				startDate: event.date ?? undefined,
				eventStatus: 'EventScheduled',
			}),
		},
	]
}

/** /voyager/detail: the seminar on intergenerational communication, as a record and a short description. */
export default function VoyagerSeminarRoute({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	const event = events.intergenerationalSeminar
	return <InitiativeArticle page={page} image={event.image} lead={<SeminarFacts event={event} words={page.facts} />} />
}
