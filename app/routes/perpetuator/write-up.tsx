import { Artwork } from '#app/components/content/artwork.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { ProseSections } from '#app/components/content/prose-sections.tsx'
import { ReferenceList } from '#app/components/content/reference-list.tsx'
import { Section } from '#app/components/content/section.tsx'
import { ChartFigure } from '#app/components/perpetuator/chart-figure.tsx'
import { PhotoGrid } from '#app/components/perpetuator/photo-grid.tsx'
import { ProjectDetailsPanel } from '#app/components/perpetuator/project-details-panel.tsx'
import { perpetuatorWriteUpPage, projectWords } from '#app/content/perpetuator.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { scholarlyArticleJsonLd } from '#app/lib/seo/structured-data.ts'
import styles from './perpetuator.module.css'
import type { Route } from './+types/write-up'

/**
 * One layout for the six project write-ups: details panel (from the
 * project's record), the write-up itself, charts where the page has them,
 * references and pictures. Mounted at six paths; the URL says which project.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path } = pageContext(args)
	return { locale, ...perpetuatorWriteUpPage(path, locale), words: projectWords(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { locale, path, project, page, references } = loaderData
	return [
		...pageMeta({ ...page.meta, locale, path }),
		{
			'script:ld+json': scholarlyArticleJsonLd({
				locale,
				path,
				headline: project.title,
				description: page.meta.description,
				dateCreated: project.startDate,
				citations: references,
			}),
		},
	]
}

export default function PerpetuatorWriteUpRoute({ loaderData }: Route.ComponentProps) {
	const { project, page, words, references } = loaderData
	return (
		<article>
			<PageHeader eyebrow={words.writeUp.eyebrow} title={project.title} summary={page.summary}>
				<Artwork
					art={project.image}
					alt={project.imageAlt}
					photo={project.photo}
					priority
					className={styles.headerImage}
				/>
			</PageHeader>
			<div className={`container ${styles.writeUp}`}>
				<div className={styles.details}>
					<ProjectDetailsPanel project={project} words={words} />
				</div>
				<div className={styles.prose}>
					<ProseSections value={page.body} />
				</div>
			</div>
			{page.charts ? (
				<Section id="charts" heading={page.charts.heading} intro={page.charts.intro} tone="sand">
					<ul className={styles.charts}>
						{page.charts.items.map((chart) => (
							<li key={chart.id}>
								<ChartFigure chart={chart} tableCaption={words.writeUp.chartTableNote} />
							</li>
						))}
					</ul>
				</Section>
			) : null}
			<div className={`container ${styles.after}`}>
				<ReferenceList references={references} />
				<PhotoGrid heading={words.writeUp.galleryHeading} note={words.writeUp.galleryNote} pictures={page.gallery} />
			</div>
		</article>
	)
}
