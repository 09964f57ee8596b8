import type { Registrant } from '#app/events/registration/store/registrations.server.ts'
import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import styles from './workspace-events.module.css'

type RegistrantsTableProps = {
	words: SiteWords['workspaceEvents']
	questions: { id: string; label: string }[]
	registrants: Registrant[]
}

/** An event's registrants: with a place, then waiting (in order), then unconfirmed; a column per question. */
export function RegistrantsTable({ words, questions, registrants }: RegistrantsTableProps) {
	const { columns } = words
	const headings = [columns.name, columns.email, columns.language, columns.status, columns.registeredAt]
	return (
		<div className={styles.tableWrap}>
			<table className={styles.table}>
				<thead>
					<tr>
						{headings.map((label) => (
							<th key={label} scope="col">
								{label}
							</th>
						))}
						{questions.map((question) => (
							<th key={question.id} scope="col">
								{question.label}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{registrants.map((registrant) => (
						<tr key={registrant.email} data-status={registrant.status}>
							<th scope="row">{registrant.name}</th>
							<td>{registrant.email}</td>
							<td>{registrant.locale}</td>
							<td>{words.statuses[registrant.status]}</td>
							<td>{registrant.createdAt.slice(0, 16).replace('T', ' ')}</td>
							{questions.map((question) => (
								<td key={question.id}>{registrant.answers[question.id]}</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
