import type { Ref } from 'react'
import type { layout } from '~/content/en/layout.ts'
import { resultTitle, type SignUpResult } from './outcome.ts'
import styles from './sign-up-form.module.css'

type Words = typeof layout.footer.newsletter

type SignUpMessageProps = {
	id: string
	result: SignUpResult
	words: Words
	/** Focus lands here when the answer arrives without a page load. */
	ref?: Ref<HTMLDivElement>
}

/** The answer to a sign-up: what happened, in a sentence the reader can act on. */
export function SignUpMessage({ id, result, words, ref }: SignUpMessageProps) {
	const title = resultTitle(result.code)
	return (
		<div
			id={id}
			ref={ref}
			tabIndex={-1}
			className={`${styles.message} ${title === 'success' ? styles.success : styles.problem}`}
			data-result={result.code}
		>
			<p className={styles.messageTitle}>{words.titles[title]}</p>
			<p className={styles.messageText}>{words.messages[result.code]}</p>
		</div>
	)
}
