import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { localizePath } from '#app/i18n/locales.ts'
import { canonicalPath } from '#app/lib/canonical-path.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { resultTitle, type SignUpResult, type WayBack } from '#app/newsletter/sign-up/outcome.ts'
import { SignUpMessage } from './sign-up-result.tsx'
import { hostedSignUp } from './subscribe-target.ts'
import styles from './sign-up-form.module.css'
import { classNames } from '#app/lib/class-names.ts'

type SignUpFormProps = {
	/** Prefix of the form's element ids: a page may hold two forms (its own and the footer's). */
	idPrefix: string
	/** Light text on the dark footer, or dark text on the page. */
	tone: 'footer' | 'page'
	/** The server's answer to a sign-up sent without JavaScript, shown with the form. */
	initial?: SignUpResult
	/** With `initial`: the link back to the page the form was first sent from. */
	back?: WayBack | null
}

/**
 * The sign-up form. Without JavaScript (most pages) it is a plain POST to the
 * newsletter page of the same language, which answers with a page: the
 * message is focused when that page loads (autofocus). Where the page runs
 * React (home), a fetcher sends it: the answer appears here without a
 * reload, focus moves to it, and the button shows that it is working.
 *
 * The browser's own validation is off (`noValidate`): its bubble speaks the
 * browser's language, not the page's, and disappears on its own. The server
 * checks every address and names the problem in the page's language; the
 * message is tied to the field with aria-describedby.
 */
export function SignUpForm({ idPrefix, tone, initial, back }: SignUpFormProps) {
	const { layout, locale } = useLayoutData()
	const words = layout.newsletterForm
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
			noValidate
			action={hostedSignUp?.url ?? localizePath('/newsletter', locale)}
			className={classNames(styles.form, styles[tone])}
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
					aria-required="true"
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
					{/* The page the form sits on; after a refusal, the page it was first sent from. */}
					<input type="hidden" name="source" value={initial?.source ?? canonicalPath(pathname)} />
				</>
			)}
			{result ? (
				<SignUpMessage
					id={messageId}
					ref={messageRef}
					result={result}
					words={words}
					back={fetcher.data ? null : back}
					focusOnLoad={!fetcher.data && initial !== undefined}
				/>
			) : null}
			<p id={ids.consent} className={styles.consent}>
				{words.consent} <LocalizedLink to="/privacy">{words.privacyLink}</LocalizedLink>
			</p>
		</Form>
	)
}
