import { ProseSections } from '#app/components/content/prose-sections.tsx'
import type { RichText } from '#app/content/schema/fields.ts'
import styles from './prose-columns.module.css'

/**
 * Headed prose for the Enlightener's pages. On wide screens each heading sits
 * in a narrow column beside its text, so the prose lines up with the page's
 * header, boxes and cards instead of floating in the middle. Text before the
 * first heading reads as a lead paragraph.
 */
export function ProseColumns({ value }: { value: RichText }) {
	return (
		<div className={`container ${styles.prose}`}>
			<ProseSections value={value} classNames={styles} />
		</div>
	)
}
