import type { RegisterResult } from './register-fields.ts'
import type { RegistrationWords } from './registration-words.ts'
import styles from './registration-form.module.css'

/** The answer to a registration sent without JavaScript: a heading and a sentence, focused when the page loads. */
export function RegistrationMessage({
	id,
	result,
	words,
}: {
	id: string
	result: RegisterResult
	words: RegistrationWords
}) {
	const shown = words.messages[result.code]
	return (
		// oxlint-disable-next-line jsx-a11y/no-autofocus -- the answer the reader is waiting for, on the page their post opened
		<div id={id} className={styles.message} data-code={result.code} tabIndex={-1} autoFocus>
			<h3>{shown.title}</h3>
			<p>{shown.text}</p>
		</div>
	)
}
