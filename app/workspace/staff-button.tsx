import type { ReactNode } from 'react'
import { classNames } from '#app/lib/class-names.ts'
import styles from './workspace-list.module.css'

/** One action on one record of a workspace list: a small form that posts to the page itself, without JavaScript. */
export function StaffButton({
	id,
	intent,
	danger = false,
	children,
}: {
	id: number
	intent: string
	danger?: boolean
	children: ReactNode
}) {
	return (
		<form method="post">
			<input type="hidden" name="id" value={id} />
			<button type="submit" name="intent" value={intent} className={classNames(styles.button, danger && styles.danger)}>
				{children}
			</button>
		</form>
	)
}
