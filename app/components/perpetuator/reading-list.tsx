import { ExternalLink } from '#app/components/links/external-link.tsx'
import type { Reference } from '#app/content/schema/records/reference.ts'
import styles from './reading-list.module.css'

type ReadingListProps = {
	/** Each publication, with why it is worth reading in the page's language. */
	items: readonly { reference: Reference; note: string }[]
}

/** Publications on other sites: each title opens the publication in a new tab. */
export function ReadingList({ items }: ReadingListProps) {
	return (
		<ul className={styles.list}>
			{items.map(({ reference, note }) => {
				const href = reference.doi ? `https://doi.org/${reference.doi}` : (reference.url ?? '')
				return (
					<li key={reference.title} className={styles.item}>
						<p className={styles.title}>
							<ExternalLink href={href}>{reference.title}</ExternalLink>
						</p>
						<p className={styles.source}>
							{reference.authors} ({reference.year}). {reference.venue}.
						</p>
						<p className={styles.note}>{note}</p>
					</li>
				)
			})}
		</ul>
	)
}
