import type { ReactNode } from 'react'
import styles from './page-header.module.css'

type PageHeaderProps = {
	title: string
	summary?: string
	/** A small label above the title, such as the initiative a page belongs to. */
	eyebrow?: string
	/** An illustration shown beside the title on wide screens. */
	children?: ReactNode
}

/** The top of an inner page: its one <h1>, a lead sentence, and an optional illustration. */
export function PageHeader({ title, summary, eyebrow, children }: PageHeaderProps) {
	return (
		<header className={styles.header}>
			<div className={`container ${styles.inner} ${children ? styles.withArt : ''}`}>
				<div className={styles.text}>
					{eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
					<h1 className={styles.title}>{title}</h1>
					{summary ? <p className={styles.summary}>{summary}</p> : null}
				</div>
				{children ? <div className={styles.art}>{children}</div> : null}
			</div>
		</header>
	)
}
