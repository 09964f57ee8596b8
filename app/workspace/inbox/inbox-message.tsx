import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import type { ReaderMessage } from '#app/forms/store/reader-forms.server.ts'
import { classNames } from '#app/lib/class-names.ts'
import { StaffButton } from '#app/workspace/staff-button.tsx'
import styles from '#app/workspace/workspace-list.module.css'

type InboxMessageProps = {
	message: Omit<ReaderMessage, 'locale'> & { received: string; language: string }
	words: SiteWords['workspaceInbox']
}

/** One message of the inbox: its state, topic, sender and text, and what a staffer can do with it. */
export function InboxMessage({ message, words }: InboxMessageProps) {
	const answered = message.state === 'answered'
	const headingId = `message-${message.id}`
	return (
		<li className={styles.item}>
			<h2 id={headingId}>
				<span className={classNames(styles.state, answered && styles.answered)}>
					{answered ? words.stateAnswered : words.stateNew}
				</span>{' '}
				{message.topic}
			</h2>
			<dl className={styles.facts}>
				<dt>{words.from}</dt>
				<dd>
					{message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
				</dd>
				<dt>{words.received}</dt>
				<dd>{message.received}</dd>
				<dt>{words.language}</dt>
				<dd>{message.language}</dd>
			</dl>
			<p className={styles.text}>{message.message}</p>
			<div className={styles.actions}>
				<StaffButton id={message.id} intent={answered ? 'new' : 'answered'}>
					{answered ? words.markNew : words.markAnswered}
				</StaffButton>
				<StaffButton id={message.id} intent="erase" danger>
					{words.erase}
				</StaffButton>
			</div>
			<p className={styles.note}>{words.eraseNote}</p>
		</li>
	)
}
