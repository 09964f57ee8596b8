import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import actions from '#app/styles/actions.module.css'
import { messageFields, type MessageResult } from './message-fields.ts'
import styles from './workspace-events.module.css'
import fields from '#app/forms/form-fields.module.css'

type MessageFormProps = { words: SiteWords['workspaceEvents']['write']; result?: MessageResult }

/** Write to an event's registrants: a plain form POST to the page (works without JavaScript). */
export function MessageForm({ words, result }: MessageFormProps) {
	const status = result
		? result.code === 'sent'
			? words.sent.replaceAll('{n}', String(result.sent ?? 0))
			: words[result.code]
		: null
	return (
		<form method="post" className={styles.form} aria-labelledby="write-heading">
			<h2 id="write-heading">{words.heading}</h2>
			{status ? (
				<p>
					<output className={styles.status}>{status}</output>
				</p>
			) : null}
			<label className={`${fields.field} ${styles.labelled}`}>
				{words.audience}
				<select name={messageFields.audience} className={fields.input} defaultValue="confirmed">
					<option value="confirmed">{words.confirmed}</option>
					<option value="all">{words.all}</option>
				</select>
			</label>
			<label className={`${fields.field} ${styles.labelled}`}>
				{words.subject}
				<input name={messageFields.subject} className={fields.input} maxLength={200} required />
			</label>
			<label className={`${fields.field} ${styles.labelled}`}>
				{words.message}
				<textarea name={messageFields.message} className={fields.input} rows={8} maxLength={5000} required />
			</label>
			<p className={fields.note}>{words.hint}</p>
			<p>
				<button type="submit" className={actions.primary}>
					{words.send}
				</button>
			</p>
		</form>
	)
}
