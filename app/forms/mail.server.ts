import { site } from '#app/config/site.ts'
import { siteWordsFor } from '#app/content/site-words.server.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import type { ComposedEmail } from './composed-email.ts'
import { escapeHtml } from './escape-html.ts'
import type { OutgoingMail } from './store/reader-forms.server.ts'

/** One line of what the reader sent: the question (in English, for the foundation) and the answer. */
export type SentLine = { question: string; answer: string }

const htmlPage = (lang: string, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#fffaf3;color:#23201c;font:17px/1.6 system-ui,-apple-system,'Segoe UI',sans-serif">
<div style="max-width:600px;margin:0 auto">
${body}
</div>
</body></html>
`

/**
 * The mail to the foundation's inbox (site setting `formsEmail`): what the
 * reader sent, question by question, in English with the reader's language
 * named; Reply-To is the reader, so answering the mail answers them.
 */
export function foundationMail({
	subject,
	replyTo,
	locale,
	lines,
}: {
	subject: string
	replyTo: string
	locale: Locale
	lines: SentLine[]
}): OutgoingMail {
	const language = `Language of the form: ${localeConfig[locale].label} (${locale})`
	const text = [...lines.flatMap(({ question, answer }) => [`${question}:`, answer, '']), language, ''].join('\n')
	const html = htmlPage(
		'en',
		subject,
		[
			...lines.map(
				({ question, answer }) =>
					`<p><strong>${escapeHtml(question)}</strong><br>${escapeHtml(answer).replaceAll('\n', '<br>')}</p>`,
			),
			`<p style="font-size:14px;color:#5c554c">${escapeHtml(language)}</p>`,
		].join('\n'),
	)
	return {
		to: site.formsEmail.value,
		locale: 'en',
		email: { subject, text, html, headers: { 'Reply-To': replyTo, 'Content-Language': 'en' } },
	}
}

/**
 * The acknowledgement to the reader, in their language. It repeats nothing
 * the reader typed (not even the name): whoever enters someone else's address
 * cannot make the site carry their words to it.
 */
export function acknowledgementMail({
	to,
	locale,
	kind,
}: {
	to: string
	locale: Locale
	kind: 'message' | 'application'
}): OutgoingMail {
	const words = siteWordsFor(locale).readerForms.acknowledgement
	const siteName = site.name.value[locale]
	const fill = (value: string) => value.replaceAll('{siteName}', siteName)
	const paragraphs = [words.greeting, fill(words[kind]), words.reply, words.notYou]
	const subject = fill(kind === 'message' ? words.subjectMessage : words.subjectApplication)
	const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), words.signOff, siteName, ''].join('\n')
	const lang = localeConfig[locale].hrefLang
	const html = htmlPage(
		lang,
		subject,
		[
			...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
			`<p>${escapeHtml(words.signOff)}<br>${escapeHtml(siteName)}</p>`,
		].join('\n'),
	)
	const email: ComposedEmail = { subject, text, html, headers: { 'Content-Language': lang } }
	return { to, locale, email }
}
