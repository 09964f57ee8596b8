import { CardGrid } from '~/components/content/card-grid.tsx'
import { Illustration } from '~/components/content/illustration.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { ReferenceList } from '~/components/content/reference-list.tsx'
import { FeaturedProject } from '~/components/perpetuator/featured-project.tsx'
import { PerpetuatorSections } from '~/components/perpetuator/perpetuator-sections.tsx'
import { ProjectCard } from '~/components/perpetuator/project-card.tsx'
import type { AreaContent, AreaPath } from '~/content/en/pages/perpetuator.ts'
import { referencesFor } from '~/data/project-references.ts'
import { areaAt, project } from '~/data/projects.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import styles from './perpetuator.module.css'
import type { Route } from './+types/area'

/**
 * The Perpetuator's three area pages: prose (with lists), a featured project,
 * project cards and references. Mounted at three paths; the URL says which area.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	const area = areaAt(path)
	if (!area) throw new Error(`No Perpetuator area at ${path}`)
	const page: AreaContent = content.pages[area.path as AreaPath]
	return {
		locale,
		area,
		page,
		words: content.pages['/perpetuator'].projects,
		references: referencesFor(area.references),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.area.path })

export default function PerpetuatorAreaRoute({ loaderData }: Route.ComponentProps) {
	const { area, page, words, references } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<Illustration id={area.image} alt={page.imageAlt} priority className={styles.headerImage} />
			</PageHeader>
			<div className={`container ${styles.body}`}>
				<PerpetuatorSections sections={page.sections} citationLabel={words.writeUp.citationLabel} />
				{area.featured ? (
					<section aria-labelledby="featured-heading" className={styles.band}>
						<h2 id="featured-heading">{page.featuredHeading}</h2>
						<FeaturedProject record={project(area.featured)} words={words} />
					</section>
				) : null}
				{area.projects.length > 0 ? (
					<section aria-labelledby="projects-heading" className={styles.band}>
						<h2 id="projects-heading">{page.projectsHeading}</h2>
						<CardGrid columns={3}>
							{area.projects.map((id) => (
								<ProjectCard key={id} record={project(id)} words={words} />
							))}
						</CardGrid>
					</section>
				) : null}
				<ReferenceList references={references} />
			</div>
		</>
	)
}
