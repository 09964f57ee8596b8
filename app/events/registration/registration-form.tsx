import { Prose } from '#app/components/content/prose.tsx'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import type { FoundationEvent } from '#app/events/events.server.ts'
import actions from '#app/styles/actions.module.css'
import { registerFields, type RegisterResult } from './register-fields.ts'
import { RegistrationMessage } from './registration-message.tsx'
import type { RegistrationWords } from './registration-words.ts'
import styles from './registration-form.module.css'
import fields from '#app/forms/form-fields.module.css'

type Question = NonNullable<FoundationEvent['registrations']>['questions'][number]

type RegistrationFormProps = {
	slug: string
	locale: Locale
	questions: readonly Question[]
	words: RegistrationWords
	/** Full: the button says the reader joins the waiting list. */
	full: boolean
	/** The server's answer to a registration sent without JavaScript. */
	result?: RegisterResult
}

/**
 * The registration form: a plain POST to /events/<slug>/register (works
 * without JavaScript), which answers with a page. The browser's own
 * validation is off (its bubble speaks the browser's language); the server
 * names each field to fix, tied to it with aria-invalid.
 */
export function RegistrationForm({ slug, locale, questions, words, full, result }: RegistrationFormProps) {
	const values = result?.values
	const invalid = (name: string) => result?.problems?.includes(name) || undefined
	const messageId = 'registration-message'
	return (
		<form method="post" noValidate action={localizePath(`/events/${slug}/register`, locale)} className={styles.form}>
			{result ? <RegistrationMessage id={messageId} result={result} words={words} /> : null}
			<TextField
				name={registerFields.name}
				label={words.name}
				autoComplete="name"
				value={values?.name}
				invalid={invalid(registerFields.name)}
			/>
			<TextField
				name={registerFields.email}
				label={words.email}
				type="email"
				autoComplete="email"
				value={values?.email}
				invalid={invalid(registerFields.email)}
			/>
			{questions.map((question) => {
				const name = `${registerFields.question}${question.id}`
				const label = question.required ? question.label : withOptional(question.label, words.optional)
				const value = values?.answers[question.id]
				if (question.kind === 'yes-no')
					return (
						<fieldset key={question.id} className={fields.field} aria-invalid={invalid(name)}>
							<legend className={fields.label}>{label}</legend>
							<div className={styles.choices}>
								{(['yes', 'no'] as const).map((choice) => (
									<label key={choice} className={styles.choice}>
										<input type="radio" name={name} value={choice} defaultChecked={value === choice} />
										{words[choice]}
									</label>
								))}
							</div>
						</fieldset>
					)
				return (
					<TextField
						key={question.id}
						name={name}
						label={label}
						value={value}
						invalid={invalid(name)}
						multiline={question.kind === 'paragraph'}
					/>
				)
			})}
			{/* A trap for robots: hidden from people and assistive technology, never filled by them. */}
			<div className={fields.trap} aria-hidden="true">
				<label htmlFor="registration-homepage">Homepage</label>
				<input
					id="registration-homepage"
					name={registerFields.honeypot}
					type="text"
					tabIndex={-1}
					autoComplete="off"
					defaultValue=""
				/>
			</div>
			<p className={fields.note}>
				<Prose value={words.privacy} />
			</p>
			<p>
				<button type="submit" className={actions.primary}>
					{full ? words.submitWaiting : words.submit}
				</button>
			</p>
		</form>
	)
}

/** “Diet (optional)”, “饮食需求（选填）”: no space before full-width brackets. */
const withOptional = (label: string, optional: string) =>
	/^[\u3000-\u303f\uff00-\uffef]/.test(optional) ? `${label}${optional}` : `${label} ${optional}`

type TextFieldProps = {
	name: string
	label: string
	value?: string
	invalid?: boolean
	type?: 'text' | 'email'
	autoComplete?: string
	multiline?: boolean
}

function TextField({ name, label, value, invalid, type = 'text', autoComplete, multiline }: TextFieldProps) {
	const id = `registration-${name}`
	const shared = { id, name, defaultValue: value, 'aria-invalid': invalid, className: fields.input }
	return (
		<p className={fields.field}>
			<label htmlFor={id} className={fields.label}>
				{label}
			</label>
			{multiline ? (
				<textarea {...shared} rows={4} maxLength={1000} />
			) : (
				<input {...shared} type={type} autoComplete={autoComplete} maxLength={type === 'email' ? 254 : 200} />
			)}
		</p>
	)
}
