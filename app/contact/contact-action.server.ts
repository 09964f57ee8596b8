import type { RouterContextProvider } from 'react-router'
import { getContent } from '#app/content/index.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { acknowledgementMail, foundationMail } from '#app/forms/mail.server.ts'
import { checkReaderPost, refuse, sentRedirect } from '#app/forms/reader-post.server.ts'
import { contactFields } from './contact-fields.ts'

/**
 * The contact form's action (/contacts): the readers' forms' checks
 * (app/forms/reader-post.server.ts), then the message is stored with its two
 * e-mails in one transaction: to the foundation (Reply-To: the reader) and
 * the acknowledgement to the reader in their language. Then 303 to /contacts#sent.
 */
export async function contactAction({
	request,
	context,
	locale,
}: {
	request: Request
	context: Readonly<RouterContextProvider>
	locale: Locale
}) {
	const topics = getContent(locale).pages['/contacts'].form.topics.map((topic) => topic.id)
	const checked = await checkReaderPost({ request, context, form: 'contact', fields: contactFields(topics) })
	if (checked.kind === 'answer') return checked.response
	// A robot filled the trap: it is answered as a person would be, and nothing is kept or sent.
	if (checked.kind === 'trapped') return sentRedirect('/contacts', locale)
	const { values, runtime } = checked
	const english = getContent('en').pages['/contacts'].form
	const topic = english.topics.find((candidate) => candidate.id === values.topic)?.label ?? values.topic!
	const message = { topic: values.topic!, name: values.name!, email: values.email!, message: values.message!, locale }
	try {
		await runtime.writeWithMail('Recording a message', (database, delivery) =>
			database.recordReaderMessage({
				message,
				foundation: foundationMail({
					subject: `[Contact] ${topic} – ${message.name}`,
					replyTo: message.email,
					locale,
					lines: [
						{ question: english.topic, answer: topic },
						{ question: 'Name', answer: message.name },
						{ question: 'E-mail', answer: message.email },
						{ question: english.message, answer: message.message },
					],
				}),
				reader: acknowledgementMail({ to: message.email, locale, kind: 'message' }),
				now: new Date(),
				delivery,
			}),
		)
	} catch {
		// Logged by the runtime, without the address.
		return refuse('unavailable', { 'Retry-After': '60' })
	}
	return sentRedirect('/contacts', locale)
}
