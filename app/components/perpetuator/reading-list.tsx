import { ExternalLink } from '~/components/content/external-link.tsx'
import type { Reference } from '~/components/content/reference-list.tsx'
import { projectReferences, type ReferenceId } from '~/data/project-references.ts'
import styles from './reading-list.module.css'

type ReadingListProps = {
	ids: readonly ReferenceId[]
	/** Why each publication is worth reading, in the page's language. */
	notes: Partial<Record<ReferenceId, string>>
}

/** Publications on other sites: each title opens the publication in a new tab. */
export function ReadingList({ ids, notes }: ReadingListProps) {
	return (
		<ul className={styles.list}>
			{ids.map((id) => {
				const reference: Reference = projectReferences[id]
				const href = reference.doi ? `https://doi.org/${reference.doi}` : (reference.url ?? '')
				return (
					<li key={id} className={styles.item}>
						<p className={styles.title}>
							<ExternalLink href={href}>{reference.title}</ExternalLink>
						</p>
						<p className={styles.source}>
							{reference.authors} ({reference.year}). {reference.venue}.
						</p>
						<p className={styles.note}>{notes[id]}</p>
					</li>
				)
			})}
		</ul>
	)
}
