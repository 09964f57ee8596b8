import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import styles from '#app/workspace/workspace-list.module.css'

type ApplicationToolsProps = {
	words: SiteWords['workspaceApplications']
	forms: { id: string; title: string }[]
	form: string | null
	exportPath: string
}

/** Which form to show (a GET form, without JavaScript) and the CSV download of what is shown. */
export function ApplicationTools({ words, forms, form, exportPath }: ApplicationToolsProps) {
	return (
		<div className={styles.actions}>
			<form method="get" className={styles.actions}>
				<label htmlFor="application-form-filter">{words.form}</label>
				<select id="application-form-filter" name="form" defaultValue={form ?? ''}>
					<option value="">{words.all}</option>
					{forms.map((record) => (
						<option key={record.id} value={record.id}>
							{record.title}
						</option>
					))}
				</select>
				<button type="submit" className={styles.button}>
					{words.filter}
				</button>
			</form>
			<a href={exportPath} download>
				{words.export}
			</a>
		</div>
	)
}
