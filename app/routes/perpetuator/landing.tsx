import { CardGrid } from '~/components/content/card-grid.tsx'
import { Illustration } from '~/components/content/illustration.tsx'
import { LinkCard } from '~/components/content/link-card.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { Section } from '~/components/content/section.tsx'
import { ReadingList } from '~/components/perpetuator/reading-list.tsx'
import { perpetuatorAreas, perpetuatorReadings } from '~/data/projects.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import styles from './perpetuator.module.css'
import type { Route } from './+types/landing'

/** /perpetuator: what the programme is, its three areas, and further reading. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/perpetuator'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/perpetuator' })

export default function PerpetuatorLandingRoute({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<Illustration id="perpetuator-hero" alt={page.heroAlt} priority className={styles.heroImage} />
			</PageHeader>
			<Section id={page.about.id} heading={page.about.heading}>
				<div className={styles.prose}>
					{page.about.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</div>
			</Section>
			<Section id={page.areas.id} heading={page.areas.heading} intro={page.areas.intro} tone="sand">
				<CardGrid columns={3}>
					{perpetuatorAreas.map((area) => {
						const words = page.areas.items[area.id]
						return (
							<LinkCard
								key={area.id}
								to={area.path}
								title={words.title}
								text={words.text}
								image={{ id: area.image, alt: '' }}
							/>
						)
					})}
				</CardGrid>
			</Section>
			<Section id={page.reading.id} heading={page.reading.heading} intro={page.reading.intro}>
				<ReadingList ids={perpetuatorReadings} notes={page.reading.notes} />
			</Section>
		</>
	)
}
