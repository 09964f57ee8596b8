import type { ReactNode } from 'react'
import { PageHeader } from '#app/components/content/page-header.tsx'
import actions from '#app/styles/actions.module.css'
import styles from './link-page.module.css'
import { classNames } from '#app/lib/class-names.ts'

type LinkPageProps = {
	title: string
	text: string
	/** A button or a link: what the reader can do next. */
	children?: ReactNode
	tone: 'done' | 'ask' | 'problem'
}

/** The page an e-mail link opens: one heading, one sentence, at most one thing to do. */
export function LinkPage({ title, text, children, tone }: LinkPageProps) {
	return (
		<>
			<PageHeader title={title} />
			<div className={`container ${styles.body}`}>
				<div className={classNames(styles.card, styles[tone])} data-state={tone}>
					<p className={styles.text}>{text}</p>
					{children}
				</div>
			</div>
		</>
	)
}

/** The one button of a link page: a plain form POST to the same address. */
export function LinkPageButton({ label }: { label: string }) {
	return (
		<form method="post" className={styles.form}>
			<button type="submit" className={actions.primary}>
				{label}
			</button>
		</form>
	)
}
