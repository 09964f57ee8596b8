import type { emergencyNumbers, EmergencyPlace } from '#app/data/help-lines.ts'
import styles from './emergency-numbers.module.css'

type EmergencyNumbersProps = {
	heading: string
	intro: string
	places: Record<EmergencyPlace, string>
	/** The numbers, in the reader's order (app/lib/help-order.ts). */
	numbers: readonly (typeof emergencyNumbers)[number][]
}

/** The emergency numbers of the regions the foundation serves: the first thing on the help page, each a call link. */
export function EmergencyNumbers({ heading, intro, places, numbers }: EmergencyNumbersProps) {
	return (
		<section id="emergency" aria-labelledby="emergency-heading" className={styles.band}>
			<div className="container">
				<h2 id="emergency-heading" className={styles.heading}>
					{heading}
				</h2>
				<p className={styles.intro}>{intro}</p>
				<ul className={styles.list}>
					{numbers.map((entry) => (
						<li key={entry.id}>
							<a href={entry.href} className={styles.number} data-emergency={entry.id}>
								<span className={styles.digits}>{entry.number}</span>
								<span className={styles.place}>{places[entry.id]}</span>
							</a>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
