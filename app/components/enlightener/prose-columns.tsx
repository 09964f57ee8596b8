import { ProseSections } from '~/components/content/prose-sections.tsx'
import type { RichText } from '~/content/schema/fields.ts'
import styles from './prose-columns.module.css'

/**
 * Headed prose for the Enlightener's pages. On wide screens each heading sits
 * in a narrow column beside its text, so the prose lines up with the page's
 * header, boxes and cards instead of floating in the middle. Text before the
 * first heading reads as a lead paragraph.
 */
export function ProseColumns({ value, lead }: { value?: RichText; lead?: string[] }) {
	return (
		<div className={`container ${styles.prose}`}>
			{value ? <ProseSections value={value} classNames={styles} /> : null}
			{/* A page not yet in a content file (the Hello Chinese event record) gives its lead as paragraphs. */}
			{lead ? (
				<section className={styles.lead}>
					<div className={styles.body}>
						{lead.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				</section>
			) : null}
		</div>
	)
}
