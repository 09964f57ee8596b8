import type { ReactNode } from 'react'
import styles from './section.module.css'
import { classNames } from '#app/lib/class-names.ts'

type SectionProps = {
	/** Stable anchor id: the same in every language. The heading gets `${id}-heading`. */
	id: string
	heading: string
	/** A lead paragraph under the heading. */
	intro?: string
	/** Background band: plain page colour, warm sand, or soft teal. */
	tone?: 'plain' | 'sand' | 'teal'
	/** Heading level: h2 for page sections (default), h3 inside another section. */
	level?: 2 | 3
	children?: ReactNode
}

/** A headed band of a page, labelled by its heading for screen-reader navigation. */
export function Section({ id, heading, intro, tone = 'plain', level = 2, children }: SectionProps) {
	const Heading = level === 2 ? 'h2' : 'h3'
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className={classNames(styles.section, styles[tone])}>
			<div className="container">
				<Heading id={`${id}-heading`} className={styles.heading}>
					{heading}
				</Heading>
				{intro ? <p className={styles.intro}>{intro}</p> : null}
				{children}
			</div>
		</section>
	)
}
