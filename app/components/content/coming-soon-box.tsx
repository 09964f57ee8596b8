import type { ReactNode } from 'react'
import styles from './coming-soon-box.module.css'

type ComingSoonBoxProps = {
	/** Stable id, the same in every language: the heading is `${id}-title`, the message `${id}-message`. */
	id: string
	title: string
	/** Visible label of the control, a short question such as "When does it start?". */
	trigger: string
	/** What the box shows in place of its content, such as "Coming Soon! Stay Tuned!". */
	message: string
	/** h3 under a section's h2 (default); h2 when the boxes are a page's top level. */
	headingLevel?: 2 | 3
	children: ReactNode
}

/**
 * A box whose content gives way to a "coming soon" message while it is
 * hovered, while its control has keyboard focus, or once it is tapped (the
 * control is a <details> summary, so tapping toggles it with no script).
 * The message is the summary's description, so screen readers hear it on
 * focus, and it is in the accessibility tree whenever it shows. Escape hides
 * it (enhance.js); see docs/decisions/011-coming-soon-boxes.md.
 */
export function ComingSoonBox({ id, title, trigger, message, headingLevel = 3, children }: ComingSoonBoxProps) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className={styles.box} aria-labelledby={`${id}-title`} data-coming-soon="">
			<div className={styles.face}>
				<Heading id={`${id}-title`} className={styles.title}>
					{title}
				</Heading>
				{children}
				<details className={styles.toggle} data-dismissible="">
					<summary className={styles.trigger} aria-describedby={`${id}-message`}>
						{trigger} <span className="visually-hidden">{title}</span>
					</summary>
				</details>
			</div>
			<p id={`${id}-message`} className={styles.message}>
				{message}
			</p>
		</article>
	)
}
