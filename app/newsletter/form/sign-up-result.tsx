import type { Ref } from 'react'
import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { resultTitle, type SignUpResult, type WayBack } from '#app/newsletter/sign-up/outcome.ts'
import styles from './sign-up-form.module.css'

type Words = SiteWords['newsletterForm']

type SignUpMessageProps = {
	id: string
	result: SignUpResult
	words: Words
	/** Focus lands here when the answer arrives without a page load. */
	ref?: Ref<HTMLDivElement>
	/** The link back to the page the sign-up was sent from. */
	back?: WayBack | null
	/** The answer is the page just loaded (no JavaScript): the browser focuses it (autofocus). */
	focusOnLoad?: boolean
}

/** The answer to a sign-up: what happened, in a sentence the reader can act on. */
export function SignUpMessage({ id, result, words, ref, back, focusOnLoad }: SignUpMessageProps) {
	const title = resultTitle(result.code)
	return (
		<div
			id={id}
			ref={ref}
			tabIndex={-1}
			// React writes `autofocus` into the server's HTML: after a sign-up sent without JavaScript the
			// browser focuses the answer on load, as a form's error summary should be (the reader just sent it).
			// oxlint-disable-next-line jsx-a11y/no-autofocus -- moving focus to the answer the reader asked for
			autoFocus={focusOnLoad || undefined}
			className={`${styles.message} ${title === 'success' ? styles.success : styles.problem}`}
			data-result={result.code}
		>
			<p className={styles.messageTitle}>{words.titles[title]}</p>
			<p className={styles.messageText}>{words.messages[result.code]}</p>
			{back ? (
				<p className={styles.messageText}>
					<a href={back.href} data-way-back="">
						{fillText(words.backToPage, { page: back.title })}
					</a>
				</p>
			) : null}
		</div>
	)
}
