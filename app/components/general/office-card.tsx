import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { ExternalLink } from '#app/components/links/external-link.tsx'
import type { OfficeRecord } from '#app/content/schema/records/office.ts'
import { mapSearchUrl } from '#app/lib/map-search.ts'
import styles from './office-card.module.css'

type OfficeCardProps = {
	/** An office record (content/offices), in the page's language. */
	office: OfficeRecord
	/** "Headquarters" or "Office", in the page's language. */
	kind: string
	/** The map link's words, which name the city so each link is distinct. */
	mapLabel: string
}

/** One office: the city as its heading, the address as the post would write it, and a map search. */
export function OfficeCard({ office, kind, mapLabel }: OfficeCardProps) {
	const headingId = `office-${office.id}`
	return (
		<article className={styles.card} aria-labelledby={headingId} data-office={office.id}>
			<p className={styles.kind}>{kind}</p>
			<div className={styles.titleRow}>
				<h2 id={headingId} className={styles.city}>
					{office.city}
				</h2>
				{office.example ? <ExampleBadge /> : null}
			</div>
			{/* Addresses are written as the local post expects them, in English, on every page. */}
			<address className={styles.address} lang="en">
				{office.address.map((line) => (
					<span key={line} className={styles.line}>
						{line}
					</span>
				))}
			</address>
			<ExternalLink href={mapSearchUrl(office)} className={styles.map}>
				{mapLabel}
			</ExternalLink>
		</article>
	)
}
