import type { Reference } from '#app/content/schema/records/reference.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import styles from './reference-list.module.css'

/** A numbered list of references, each linked to where it can be read. Item n has the id `${id}-n`, for in-text links. */
export function ReferenceList({ references, id = 'references' }: { references: Reference[]; id?: string }) {
	const { layout } = useLayoutData()
	if (references.length === 0) return null
	return (
		<section aria-labelledby={`${id}-heading`} className={styles.references}>
			<h2 id={`${id}-heading`}>{layout.common.referencesHeading}</h2>
			<ol className={styles.list}>
				{references.map((reference, index) => {
					const href = reference.doi ? `https://doi.org/${reference.doi}` : reference.url
					return (
						<li key={reference.title} id={`${id}-${index + 1}`}>
							{reference.authors} ({reference.year}). <cite>{reference.title}</cite>. {reference.venue}.
							{href ? (
								<>
									{' '}
									<a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
										{reference.doi ? `doi:${reference.doi}` : href}
										<span className="visually-hidden"> {layout.common.opensInNewTab}</span>
									</a>
								</>
							) : null}
						</li>
					)
				})}
			</ol>
		</section>
	)
}
