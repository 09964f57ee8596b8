import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import { localizePath } from '~/i18n/locales.ts'
import { canonicalPath } from '~/lib/canonical-path.ts'
import { useLayoutData } from '~/lib/layout-data.ts'
import { resultTitle, type SignUpResult } from './outcome.ts'
import { SignUpMessage } from './sign-up-result.tsx'
import { hostedSignUp } from './subscribe-target.ts'
import styles from './sign-up-form.module.css'

type SignUpFormProps = {
	/** Prefix of the form's element ids: a page may hold two forms (its own and the footer's). */
	idPrefix: string
	/** Light text on the dark footer, or dark text on the page. */
	tone: 'footer' | 'page'
	/** The server's answer to a sign-up sent without JavaScript, shown with the form. */
	initial?: SignUpResult
}

/**
 * The sign-up form. Without JavaScript (most pages) it is a plain POST to the
 * newsletter page of the same language, which answers with a page. Where the
 * page runs React (home), a fetcher sends it: the answer appears here without
 * a reload, focus moves to it, and the button shows that it is working.
 */
export function SignUpForm({ idPrefix, tone, initial }: SignUpFormProps) {
	const { layout, locale } = useLayoutData()
	const words = layout.footer.newsletter
	const fetcher = useFetcher<SignUpResult>()
	const { pathname } = useLocation()
	const messageRef = useRef<HTMLDivElement>(null)
	const formRef = useRef<HTMLFormElement>(null)
	const result = fetcher.data ?? initial
	const pending = fetcher.state !== 'idle'
	const ids = { email: `${idPrefix}-email`, trap: `${idPrefix}-homepage`, consent: `${idPrefix}-consent` }
	const messageId = `${idPrefix}-message`

	useEffect(() => {
		if (fetcher.state !== 'idle' || !fetcher.data) return
		messageRef.current?.focus()
		if (fetcher.data.code === 'subscribed') formRef.current?.reset()
	}, [fetcher.state, fetcher.data])

	const invalid = result !== undefined && resultTitle(result.code) === 'address'
	const describedBy = [ids.consent, result ? messageId : ''].filter(Boolean).join(' ')
	const Form = hostedSignUp ? 'form' : fetcher.Form
	return (
		<Form
			ref={formRef}
			method="post"
			action={hostedSignUp?.url ?? localizePath('/newsletter', locale)}
			className={`${styles.form} ${styles[tone]}`}
			aria-busy={pending || undefined}
			onSubmit={(event) => pending && event.preventDefault()}
			{...(hostedSignUp ? {} : { defaultShouldRevalidate: false })}
		>
			<label htmlFor={ids.email} className={styles.label}>
				{words.label}
			</label>
			<div className={styles.row}>
				<input
					id={ids.email}
					name={hostedSignUp?.emailField ?? 'email'}
					type="email"
					required
					maxLength={254}
					autoComplete="email"
					placeholder={words.placeholder}
					defaultValue={initial?.value}
					aria-invalid={invalid || undefined}
					aria-describedby={describedBy}
					className={styles.input}
				/>
				<button type="submit" className={styles.button} aria-disabled={pending || undefined}>
					{pending ? words.pending : words.button}
				</button>
			</div>
			{hostedSignUp ? null : (
				<>
					{/* A trap for robots: hidden from people and assistive technology, never filled by them. */}
					<div className={styles.trap} aria-hidden="true">
						<label htmlFor={ids.trap}>{words.honeypotLabel}</label>
						<input id={ids.trap} name="homepage" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
					</div>
					<input type="hidden" name="source" value={canonicalPath(pathname)} />
				</>
			)}
			{result ? <SignUpMessage id={messageId} ref={messageRef} result={result} words={words} /> : null}
			<p id={ids.consent} className={styles.consent}>
				{words.consent} <LocalizedLink to="/privacy">{words.privacyLink}</LocalizedLink>
			</p>
		</Form>
	)
}
