import { Illustration } from '#app/components/content/illustration.tsx'
import { LinkCards } from '#app/components/links/link-cards.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import { ReadingList } from '#app/components/perpetuator/reading-list.tsx'
import { perpetuatorReadings } from '#app/content/perpetuator.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import styles from './perpetuator.module.css'
import type { Route } from './+types/landing'

/** /perpetuator: what the programme is, its three areas, and further reading. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/perpetuator'], readings: perpetuatorReadings(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/perpetuator' })

export default function PerpetuatorLandingRoute({ loaderData }: Route.ComponentProps) {
	const { page, readings } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<Illustration id="perpetuator-hero" alt={page.heroAlt} priority className={styles.heroImage} />
			</PageHeader>
			<Section id="about" heading={page.about.heading}>
				<Prose value={page.about.body} className={styles.prose} />
			</Section>
			<Section id="areas" heading={page.areas.heading} intro={page.areas.intro} tone="sand">
				<LinkCards cards={page.areas.cards} columns={3} />
			</Section>
			<Section id="further-reading" heading={page.reading.heading} intro={page.reading.intro}>
				<ReadingList items={readings} />
			</Section>
		</>
	)
}
