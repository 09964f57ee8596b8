import type { ReactNode } from 'react'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import type { AddressProblem } from '#app/newsletter/sign-up/email-address.ts'
import type { FieldProblem } from './fields.ts'
import type { FormResult } from './outcome.ts'
import { FormQuestion, type QuestionProps } from './form-question.tsx'
import { honeypotField } from './honeypot.ts'
import styles from './reader-form.module.css'

export type ReaderFormWords = SiteWords['readerForms']
export type Question = Omit<QuestionProps, 'idPrefix' | 'markers' | 'value' | 'problem'>

type ReaderFormProps = {
	/** Where it posts: the page itself, in its language. */
	action: string
	idPrefix: string
	questions: readonly Question[]
	words: ReaderFormWords
	/** The server's answer to the last post (refused, or answers to correct). */
	result?: FormResult
	/** Anything above the questions (a note). */
	children?: ReactNode
}

/**
 * A reader's form: a plain POST that works without JavaScript. After a
 * refusal the server answers with the page again: a summary at the top
 * (focused on load), every answer kept, and each problem beside its field.
 * The browser's own checks are off (`noValidate`): they speak the browser's
 * language, not the page's.
 */
export function ReaderForm({ action, idPrefix, questions, words, result, children }: ReaderFormProps) {
	const { layout, locale } = useLayoutData()
	const values = result?.kind === 'invalid' ? result.values : {}
	const problems: Partial<Record<string, FieldProblem>> = result?.kind === 'invalid' ? result.problems : {}
	const problemWords = (name: string, kind: Question['kind']): string | undefined => {
		const problem = problems[name]
		if (!problem) return undefined
		if (problem in words.problems) return words.problems[problem as keyof ReaderFormWords['problems']]
		return kind === 'email' ? layout.newsletterForm.messages[problem as AddressProblem] : words.problems.missing
	}
	return (
		<form method="post" action={action} noValidate className={styles.form}>
			{result ? <ResultSummary id={`${idPrefix}-result`} result={result} words={words} /> : null}
			{children}
			{questions.map((question) => (
				<FormQuestion
					key={question.name}
					{...question}
					idPrefix={idPrefix}
					value={values[question.name]}
					problem={problemWords(question.name, question.kind)}
					markers={words}
				/>
			))}
			{/* A trap for robots: hidden from people and assistive technology, never filled by them. */}
			<div className={styles.trap} aria-hidden="true">
				<label htmlFor={`${idPrefix}-${honeypotField}`}>{words.honeypotLabel}</label>
				<input id={`${idPrefix}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
			</div>
			<p className={styles.privacy}>
				{words.privacy}
				{/* Chinese runs on without a space. */}
				{locale === 'en' ? ' ' : ''}
				<LocalizedLink to="/privacy">{words.privacyLink}</LocalizedLink>
			</p>
			<button type="submit" className={styles.button}>
				{words.send}
			</button>
		</form>
	)
}

function ResultSummary({ id, result, words }: { id: string; result: FormResult; words: ReaderFormWords }) {
	return (
		// Focused when the page loads with it, so it is the first thing heard.
		// oxlint-disable-next-line jsx-a11y/no-autofocus -- the answer to the reader's own action
		<div id={id} className={styles.summary} role="alert" tabIndex={-1} autoFocus>
			<h3>{result.kind === 'invalid' ? words.invalidHeading : words.refusedHeading}</h3>
			<p>{result.kind === 'invalid' ? words.invalidText : words.refusals[result.refusal]}</p>
		</div>
	)
}
