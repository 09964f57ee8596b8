import { useLayoutData } from '#app/lib/layout-data.ts'
import styles from './reference-list.module.css'

/** A published source, as cited. Authors are written as the source lists them. */
export type Reference = {
	/**
	 * What the source is, which decides what its record must hold: a journal
	 * article needs volume and pages (or article number) in `venue`; a web page,
	 * fact sheet or heritage listing needs a `url` or `doi`.
	 */
	kind: 'article' | 'book' | 'report' | 'web-page' | 'heritage-listing'
	/** Why a part its kind needs is missing (not yet verified), shown nowhere: the record says less instead. */
	incomplete?: string
	authors: string
	year: number
	title: string
	/** Journal, publisher or site, with volume and pages where known. */
	venue: string
	/** A DOI (10.xxxx/…) or a URL where the reader can find it. */
	doi?: string
	url?: string
}

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
