import { Artwork } from '#app/components/content/artwork.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Section } from '#app/components/content/section.tsx'
import { EventFeature } from '#app/components/enlightener/event-feature.tsx'
import { ProseColumns } from '#app/components/enlightener/prose-columns.tsx'
import { ReferenceColumns } from '#app/components/enlightener/reference-columns.tsx'
import { TopicBoxes } from '#app/components/enlightener/topic-boxes.tsx'
import { referencesFor } from '#app/content/references.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/topic'

const topicPaths = ['/enlightener/interculturalcommunication', '/enlightener/culturalheritage'] as const
type TopicPath = (typeof topicPaths)[number]

/**
 * The Enlightener's topic pages (intercultural communication, cultural
 * heritage): prose, boxes of which some say "coming soon", and references.
 * Mounted at both paths; the URL says which.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	if (!topicPaths.includes(path as TopicPath)) throw new Error(`No topic page at ${path}`)
	const topicPath = path as TopicPath
	const page = content.pages[topicPath]
	return { locale, path: topicPath, page, references: referencesFor(page.references, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function EnlightenerTopicRoute({ loaderData }: Route.ComponentProps) {
	const { page, references } = loaderData
	return (
		<article>
			<PageHeader eyebrow={page.eyebrow} title={page.title} summary={page.summary}>
				<Artwork art={page.art} photo={page.photo} priority />
			</PageHeader>
			<ProseColumns value={page.body} />
			{page.eventLink ? (
				<EventFeature
					id="from-our-events"
					{...page.eventLink}
					to="/enlightener/hellochineseevent"
					image="enlightener-hello-chinese"
				/>
			) : null}
			<Section id={page.boxes.id} heading={page.boxes.heading} intro={page.boxes.intro}>
				<TopicBoxes boxes={page.boxes.items} comingSoon={page.comingSoon} />
			</Section>
			<ReferenceColumns references={references} />
		</article>
	)
}
