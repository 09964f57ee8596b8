import type { ReactNode } from 'react'
import styles from './workspace-list.module.css'

type ListWords = {
	title: string
	intro: string
	empty: string
	erased: string
	missing: string
	unavailable: string
	marked?: string
}

type WorkspaceListProps = {
	words: ListWords
	/** Null when the database could not be read. */
	items: readonly unknown[] | null
	/** What the last change did (`?done=`). */
	done: string | null
	/** Above the list (filters, export). */
	tools?: ReactNode
	children: ReactNode
}

/** A workspace page listing what readers sent: heading, what the last change did, the list, or why there is none. */
export function WorkspaceList({ words, items, done, tools, children }: WorkspaceListProps) {
	const notice =
		done === 'erased' ? words.erased : done === 'missing' ? words.missing : done === 'marked' ? words.marked : null
	return (
		<div className={`container ${styles.page}`}>
			<h1>{words.title}</h1>
			<p className={styles.intro}>{words.intro}</p>
			{notice ? <output className={styles.notice}>{notice}</output> : null}
			{tools}
			{items === null ? (
				<p role="alert">{words.unavailable}</p>
			) : items.length === 0 ? (
				<p>{words.empty}</p>
			) : (
				<ol className={styles.list}>{children}</ol>
			)}
		</div>
	)
}
