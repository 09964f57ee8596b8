import type { ReactNode } from 'react'
import styles from './notice.module.css'
import { classNames } from '#app/lib/class-names.ts'

type NoticeProps = {
	/** Stable anchor id; the heading gets `${id}-heading`. */
	id: string
	heading: string
	/** `example`: placeholder data ahead; `urgent`: safety information. */
	tone?: 'example' | 'urgent'
	children: ReactNode
}

/** A boxed note under its own heading: that a page shows example data, or where to turn in an emergency. */
export function Notice({ id, heading, tone = 'example', children }: NoticeProps) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className={classNames(styles.notice, styles[tone])}>
			<h2 id={`${id}-heading`} className={styles.heading}>
				{heading}
			</h2>
			{children}
		</section>
	)
}
