import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { beforeLink, footerText, type FooterLine } from '#app/newsletter/delivery/mail-footer.ts'
import type { ComposedEmail, MailAttachment } from './composed-email.ts'
import { escapeHtml } from './escape-html.ts'

/** A part of a plain e-mail: a paragraph (its lines kept), or a button linking somewhere. */
export type EmailPart = string | { button: string; href: string }

/**
 * An e-mail of any reader form (registration, acknowledgement…): plain text
 * and an HTML twin with the same words, in the newsletter's look, with a foot
 * of `FooterLine`s. No tracking, no images, no other origin.
 */
export function plainEmail({
	locale,
	subject,
	parts,
	footer,
	headers = {},
	attachments,
}: {
	locale: Locale
	subject: string
	parts: EmailPart[]
	footer: FooterLine[]
	headers?: Record<string, string>
	attachments?: MailAttachment[]
}): ComposedEmail {
	const text = [
		...parts.map((part) => (typeof part === 'string' ? part : `${part.button}:\n${part.href}`)),
		'--',
		footerText(footer),
		'',
	].join('\n\n')
	const lang = localeConfig[locale].hrefLang
	const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#fffaf3;color:#23201c;font:17px/1.6 system-ui,-apple-system,'Segoe UI',sans-serif">
<div style="max-width:560px;margin:0 auto">
${parts.map(htmlPart).join('\n')}
<hr style="border:0;border-top:1px solid #e4dccf;margin:28px 0 16px">
${footer.map(footerParagraph).join('\n')}
</div>
</body></html>
`
	return {
		subject,
		text,
		html,
		headers: { ...headers, 'Content-Language': lang },
		...(attachments?.length ? { attachments } : {}),
	}
}

function htmlPart(part: EmailPart): string {
	if (typeof part === 'string') return `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`
	const href = escapeHtml(part.href)
	return `<p style="margin:28px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#1d5c63;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(part.button)}</a></p>
<p style="font-size:15px;word-break:break-all"><a href="${href}" style="color:#1d5c63">${href}</a></p>`
}

/** One line of an e-mail's foot, as HTML. */
export function footerParagraph(line: FooterLine): string {
	const lang = line.lang ? ` lang="${line.lang}"` : ''
	const link = line.link
		? `${beforeLink(line.text)}<a href="${escapeHtml(line.link.href)}" style="color:#1d5c63">${escapeHtml(line.link.label)}</a>`
		: ''
	return `<p${lang} style="font-size:14px;color:#5c554c">${escapeHtml(line.text)}${link}</p>`
}
