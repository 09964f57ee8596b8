import type { FoundationEvent } from '#app/events/events.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { RegisterResult } from './register-fields.ts'
import { RegistrationForm } from './registration-form.tsx'
import type { RegistrationState } from './registration-state.ts'
import type { RegistrationWords } from './registration-words.ts'
import styles from './registration-form.module.css'
import fields from '#app/forms/form-fields.module.css'

type RegistrationBoxProps = {
	event: FoundationEvent
	locale: Locale
	words: RegistrationWords
	state: RegistrationState
	/** When registration closes, in words (null: at the start). */
	closes: string | null
	result?: RegisterResult
}

/** The event page's registration: places left, full (waiting list) or closed; and the form while it is open. */
export function RegistrationBox({ event, locale, words, state, closes, result }: RegistrationBoxProps) {
	const stateLine =
		state.kind === 'closed'
			? words.closed
			: state.kind === 'full'
				? words.full
				: state.placesLeft === null
					? words.noLimit
					: words.placesLeft.replaceAll('{n}', String(state.placesLeft))
	return (
		<section className={styles.box} aria-labelledby="registration-heading" data-registration={state.kind}>
			<h2 id="registration-heading" className={styles.heading}>
				{words.heading}
			</h2>
			<p className={styles.state}>{stateLine}</p>
			{state.kind === 'closed' ? null : (
				<>
					{closes ? <p>{words.closes.replaceAll('{date}', closes)}</p> : null}
					<p className={fields.note}>{words.howItWorks}</p>
					<RegistrationForm
						slug={event.id}
						locale={locale}
						questions={event.registrations?.questions ?? []}
						words={words}
						full={state.kind === 'full'}
						result={result}
					/>
				</>
			)}
		</section>
	)
}
