import type { PageFileContent } from '#app/content/collections.ts'
import type { FormResult } from '#app/forms/outcome.ts'
import { ReaderForm, type ReaderFormWords } from '#app/forms/reader-form.tsx'
import { SentNotice } from '#app/forms/sent-notice.tsx'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import styles from './contact-form.module.css'

type ContactFormProps = {
	locale: Locale
	form: PageFileContent<'/contacts'>['form']
	words: ReaderFormWords
	result?: FormResult
}

/** The contact form on /contacts: topic, name, address and message; the notice after sending (#sent). */
export function ContactForm({ locale, form, words, result }: ContactFormProps) {
	return (
		<section aria-labelledby="write-heading" className={styles.section}>
			<h2 id="write-heading" className={styles.heading}>
				{form.heading}
			</h2>
			<SentNotice heading={form.sentHeading} text={form.sentText} />
			<p>{form.intro}</p>
			<ReaderForm
				action={localizePath('/contacts', locale)}
				idPrefix="contact"
				words={words}
				result={result}
				questions={[
					{
						name: 'topic',
						label: form.topic,
						kind: 'choice',
						required: true,
						choices: form.topics.map((topic) => ({ value: topic.id, label: topic.label })),
					},
					{ name: 'name', label: words.name, kind: 'short', required: true },
					{ name: 'email', label: words.email, kind: 'email', required: true },
					{ name: 'message', label: form.message, kind: 'long', required: true },
				]}
			/>
		</section>
	)
}
