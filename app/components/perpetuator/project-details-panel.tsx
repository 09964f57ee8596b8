import type { ProjectWords } from '#app/content/schema/pages/perpetuator.ts'
import type { Project } from '#app/content/schema/records/project.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { projectDetailRows } from './project-details.ts'
import styles from './project-details-panel.module.css'

type PanelProps = { project: Project; words: ProjectWords }

/** The labelled facts of a project (title, department, dates, status…), only those its record holds. */
export function ProjectDetailsPanel({ project, words }: PanelProps) {
	const rows = projectDetailRows(project, words, useLocale())
	return (
		<section aria-labelledby="project-details-heading" className={styles.panel}>
			<h2 id="project-details-heading" className={styles.heading}>
				{words.writeUp.detailsHeading}
			</h2>
			<dl className={styles.list}>
				{rows.map((row) => (
					<div key={row.field} className={styles.row} data-field={row.field}>
						<dt>{row.label}</dt>
						<dd>{row.dateTime ? <time dateTime={row.dateTime}>{row.value}</time> : row.value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
