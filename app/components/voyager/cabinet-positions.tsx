import type { CabinetContent } from '~/content/en/pages/voyager.ts'
import type { CabinetPosition } from '~/data/voyager.ts'
import styles from './cabinet-positions.module.css'

type CabinetPositionsProps = {
	positions: readonly CabinetPosition[]
	words: CabinetContent['positions']
}

/** The Youth Cabinet's positions as cards: title, what it is, what it involves. */
export function CabinetPositions({ positions, words }: CabinetPositionsProps) {
	return (
		<ul className={styles.grid}>
			{positions.map((position) => {
				const role = words.items[position.id]
				const headingId = `position-${position.id}`
				return (
					<li key={position.id}>
						<article aria-labelledby={headingId} className={styles.card} data-position={position.id}>
							<h3 id={headingId} className={styles.title}>
								{role.title}
							</h3>
							<p className={styles.summary}>{role.summary}</p>
							<h4 className={styles.label}>{words.dutiesLabel}</h4>
							<ul className={styles.duties}>
								{role.duties.map((duty) => (
									<li key={duty}>{duty}</li>
								))}
							</ul>
						</article>
					</li>
				)
			})}
		</ul>
	)
}
