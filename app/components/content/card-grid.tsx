import type { ReactNode } from 'react'
import styles from './card-grid.module.css'

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode[] }) {
	return (
		<ul className={styles.grid} data-columns={columns}>
			{children.map((child, index) => (
				<li key={index}>{child}</li>
			))}
		</ul>
	)
}
