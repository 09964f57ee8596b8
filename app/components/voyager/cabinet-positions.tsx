import type { PageFileContent } from '#app/content/collections.ts'
import styles from './cabinet-positions.module.css'

type CabinetPositionsProps = { words: PageFileContent<'/voyager/cabinet'>['positions'] }

/** The Youth Cabinet's positions as cards: title, what it is, what it involves. */
export function CabinetPositions({ words }: CabinetPositionsProps) {
	return (
		<ul className={styles.grid}>
			{words.items.map((role) => {
				const position = role
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
