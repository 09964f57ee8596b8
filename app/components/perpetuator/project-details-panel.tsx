import type { ProjectVocabulary } from '~/content/en/pages/perpetuator.ts'
import type { ProjectRecord } from '~/data/projects.ts'
import { useLocale } from '~/lib/use-locale.ts'
import { projectDetailRows } from './project-details.ts'
import styles from './project-details-panel.module.css'

type PanelProps = { record: ProjectRecord; words: ProjectVocabulary }

/** The labelled facts of a project (title, department, dates, status…), only those its record holds. */
export function ProjectDetailsPanel({ record, words }: PanelProps) {
	const rows = projectDetailRows(record, words, useLocale())
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
