import type { RouterContextProvider } from 'react-router'
import { getContent, getRecords } from '#app/content/index.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { acknowledgementMail, foundationMail } from '#app/forms/mail.server.ts'
import { checkReaderPost, refuse, sentRedirect } from '#app/forms/reader-post.server.ts'
import { applicationFields } from './application-fields.ts'
import { englishAnswers } from './answers.ts'

/**
 * An application form's action (/get-involved/<form>): the readers' forms'
 * checks (app/forms/reader-post.server.ts), then the application is stored
 * with its two e-mails in one transaction: to the foundation (Reply-To: the
 * applicant) and the acknowledgement in the applicant's language. Then 303
 * to the form's page, #sent.
 */
export async function applicationAction({
	request,
	context,
	locale,
	formId,
}: {
	request: Request
	context: Readonly<RouterContextProvider>
	locale: Locale
	formId: string
}) {
	const form = getRecords(locale).applicationForms.find((record) => record.id === formId)
	const english = getRecords('en').applicationForms.find((record) => record.id === formId)
	if (!form || !english) throw new Response(null, { status: 404 })
	const path = `/get-involved/${formId}`
	const checked = await checkReaderPost({ request, context, form: 'application', fields: applicationFields(form) })
	if (checked.kind === 'answer') return checked.response
	// A robot filled the trap: answered as a person would be; nothing is kept or sent.
	if (checked.kind === 'trapped') return sentRedirect(path, locale)
	const { values, runtime } = checked
	const applicant = { name: values.name!, email: values.email! }
	const answers = englishAnswers(english, values, getContent('en').words.readerForms)
	try {
		await runtime.writeWithMail('Recording an application', (database, delivery) =>
			database.recordApplication({
				application: { form: formId, ...applicant, answers, locale },
				foundation: foundationMail({
					subject: `[Application] ${english.title} – ${applicant.name}`,
					replyTo: applicant.email,
					locale,
					lines: [
						{ question: 'Name', answer: applicant.name },
						{ question: 'E-mail', answer: applicant.email },
						...answers.map(({ question, answer }) => ({ question, answer: answer || '–' })),
					],
				}),
				reader: acknowledgementMail({ to: applicant.email, locale, kind: 'application' }),
				now: new Date(),
				delivery,
			}),
		)
	} catch {
		return refuse('unavailable', { 'Retry-After': '60' })
	}
	return sentRedirect(path, locale)
}
