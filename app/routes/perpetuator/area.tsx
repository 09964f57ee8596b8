import { CardGrid } from '#app/components/content/card-grid.tsx'
import { Artwork } from '#app/components/content/artwork.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { ProseSections } from '#app/components/content/prose-sections.tsx'
import { ReferenceList } from '#app/components/content/reference-list.tsx'
import { FeaturedProject } from '#app/components/perpetuator/featured-project.tsx'
import { ProjectCard } from '#app/components/perpetuator/project-card.tsx'
import { perpetuatorAreaPage, projectWords } from '#app/content/perpetuator.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import styles from './perpetuator.module.css'
import type { Route } from './+types/area'

/**
 * The Perpetuator's three area pages: their text, the project shown large,
 * the other projects as cards (content/projects, by area) and references.
 * Mounted at three paths; the URL says which area.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path } = pageContext(args)
	return { locale, ...perpetuatorAreaPage(path, locale), words: projectWords(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function PerpetuatorAreaRoute({ loaderData }: Route.ComponentProps) {
	const { page, featured, others, words, references } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<Artwork art={page.art} alt={page.imageAlt} photo={page.photo} priority className={styles.headerImage} />
			</PageHeader>
			<div className={`container ${styles.body}`}>
				<div className={styles.prose}>
					<ProseSections value={page.body} />
				</div>
				{featured.length > 0 ? (
					<section aria-labelledby="featured-heading" className={styles.band}>
						<h2 id="featured-heading">{page.featuredHeading}</h2>
						{featured.map((project) => (
							<FeaturedProject key={project.id} project={project} words={words} />
						))}
					</section>
				) : null}
				{others.length > 0 ? (
					<section aria-labelledby="projects-heading" className={styles.band}>
						<h2 id="projects-heading">{page.projectsHeading}</h2>
						<CardGrid columns={3}>
							{others.map((project) => (
								<ProjectCard key={project.id} project={project} words={words} />
							))}
						</CardGrid>
					</section>
				) : null}
				<ReferenceList references={references} />
			</div>
		</>
	)
}
