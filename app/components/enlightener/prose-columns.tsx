import type { ProseSection } from '~/content/types.ts'
import styles from './prose-columns.module.css'

/**
 * Headed prose for the Enlightener's pages. On wide screens each heading sits
 * in a narrow column beside its text, so the prose lines up with the page's
 * header, boxes and cards instead of floating in the middle. A section
 * without a heading reads as a lead paragraph.
 */
export function ProseColumns({ sections }: { sections: ProseSection[] }) {
	if (sections.length === 0) return null
	return (
		<div className={`container ${styles.prose}`}>
			{sections.map((section, index) => (
				<section
					key={section.id ?? index}
					aria-labelledby={section.heading && section.id ? section.id : undefined}
					className={section.heading ? styles.section : styles.lead}
				>
					{section.heading ? (
						<h2 id={section.id} className={styles.heading}>
							{section.heading}
						</h2>
					) : null}
					<div className={styles.body}>
						{section.paragraphs.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				</section>
			))}
		</div>
	)
}
