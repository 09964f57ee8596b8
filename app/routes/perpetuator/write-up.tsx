import { Illustration } from '~/components/content/illustration.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { ReferenceList } from '~/components/content/reference-list.tsx'
import { Section } from '~/components/content/section.tsx'
import { ChartFigure } from '~/components/perpetuator/chart-figure.tsx'
import { PerpetuatorSections } from '~/components/perpetuator/perpetuator-sections.tsx'
import { PhotoGrid } from '~/components/perpetuator/photo-grid.tsx'
import { ProjectDetailsPanel } from '~/components/perpetuator/project-details-panel.tsx'
import type { WriteUpContent, WriteUpPath } from '~/content/en/pages/perpetuator.ts'
import { referencesFor } from '~/data/project-references.ts'
import { projectAt } from '~/data/projects.ts'
import { socialCapitalCharts } from '~/data/social-capital-charts.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import { scholarlyArticleJsonLd } from '~/lib/structured-data.ts'
import styles from './perpetuator.module.css'
import type { Route } from './+types/write-up'

/**
 * One layout for the six project write-ups: details panel, the write-up
 * itself, charts where the project has them, references and pictures.
 * Mounted at six paths; the URL says which project.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	const record = projectAt(path)
	if (!record) throw new Error(`No Perpetuator project at ${path}`)
	const page: WriteUpContent = content.pages[record.path as WriteUpPath]
	return {
		locale,
		record,
		page,
		words: content.pages['/perpetuator'].projects,
		references: referencesFor(record.references),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { locale, record, page, references } = loaderData
	return [
		...pageMeta({ ...page.meta, locale, path: record.path }),
		{
			'script:ld+json': scholarlyArticleJsonLd({
				locale,
				path: record.path,
				headline: page.title,
				description: page.meta.description,
				dateCreated: record.details.startDate,
				citations: references,
			}),
		},
	]
}

export default function PerpetuatorWriteUpRoute({ loaderData }: Route.ComponentProps) {
	const { record, page, words, references } = loaderData
	const citationLabel = words.writeUp.citationLabel
	return (
		<article>
			<PageHeader eyebrow={words.writeUp.eyebrow} title={page.title} summary={page.summary}>
				<Illustration id={record.image} alt={page.imageAlt} priority className={styles.headerImage} />
			</PageHeader>
			<div className={`container ${styles.writeUp}`}>
				<div className={styles.details}>
					<ProjectDetailsPanel record={record} words={words} />
				</div>
				<PerpetuatorSections sections={page.sections} citationLabel={citationLabel} />
			</div>
			{page.charts ? (
				<Section id="charts" heading={page.charts.heading} intro={page.charts.intro} tone="sand">
					<ul className={styles.charts}>
						{socialCapitalCharts.map((chart) => (
							<li key={chart.id}>
								<ChartFigure
									data={chart}
									words={page.charts!.items[chart.id]}
									tableCaption={words.writeUp.chartTableNote}
									citationLabel={citationLabel}
								/>
							</li>
						))}
					</ul>
				</Section>
			) : null}
			<div className={`container ${styles.after}`}>
				<ReferenceList references={references} />
				<PhotoGrid
					heading={words.writeUp.galleryHeading}
					note={words.writeUp.galleryNote}
					images={record.gallery}
					alts={page.galleryAlts}
				/>
			</div>
		</article>
	)
}
