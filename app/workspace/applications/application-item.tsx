import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import type { Application } from '#app/forms/store/reader-forms.server.ts'
import { StaffButton } from '#app/workspace/staff-button.tsx'
import styles from '#app/workspace/workspace-list.module.css'

type ApplicationItemProps = {
	application: Omit<Application, 'locale'> & { formTitle: string; received: string; language: string }
	words: SiteWords['workspaceApplications']
}

/** One application: the form, the applicant, when, each question (as asked in English) and answer; erase. */
export function ApplicationItem({ application, words }: ApplicationItemProps) {
	const headingId = `application-${application.id}`
	return (
		<li className={styles.item}>
			<h2 id={headingId}>
				{application.formTitle}: {application.name}
			</h2>
			<dl className={styles.facts}>
				<dt>{words.from}</dt>
				<dd>
					<a href={`mailto:${application.email}`}>{application.email}</a>
				</dd>
				<dt>{words.received}</dt>
				<dd>{application.received}</dd>
				<dt>{words.language}</dt>
				<dd>{application.language}</dd>
				{application.answers.map((answer) => (
					<div key={answer.id} className={styles.pair}>
						<dt>{answer.question}</dt>
						<dd className={styles.text}>{answer.answer || '–'}</dd>
					</div>
				))}
			</dl>
			<div className={styles.actions}>
				<StaffButton id={application.id} intent="erase" danger>
					{words.erase}
				</StaffButton>
			</div>
			<p className={styles.note}>{words.eraseNote}</p>
		</li>
	)
}
