import { ReferenceList } from '#app/components/content/reference-list.tsx'
import type { Reference } from '#app/content/schema/records/reference.ts'
import styles from './reference-columns.module.css'

/** The shared reference list, set in the heading | text columns of the Enlightener's prose. */
export function ReferenceColumns({ references }: { references: Reference[] }) {
	if (references.length === 0) return null
	return (
		<div className={`container ${styles.wrap}`}>
			<ReferenceList references={references} />
		</div>
	)
}
