import { site } from '#app/config/site.ts'
import type { ComposedEmail } from '#app/forms/composed-email.ts'
import { escapeHtml } from '#app/forms/escape-html.ts'
// Composed in the subscriber database's thread, in plain Node: the site words are read from their files.
import { siteWordsFor } from '#app/content/site-words.server.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { preferencesUrl, unsubscribeUrl } from '#app/newsletter/links.ts'
import { policy } from '#app/newsletter/store/policy.ts'
import { footerParagraph } from '#app/forms/plain-email.server.ts'
import { footerText, listUnsubscribeHeaders, mailFooter } from './mail-footer.ts'

export type { ComposedEmail, MailAttachment } from '#app/forms/composed-email.ts'

type Links = {
	confirmUrl: string
	siteUrl: string
	/** Where the e-mail's links point (PUBLIC_BASE_URL). */
	publicBaseUrl: string
	/** The reader's unsubscribe token: the unsubscribe and settings links. */
	unsubscribeToken: string
	/** UNSUBSCRIBE_MAILBOX: adds a `mailto:` to List-Unsubscribe. */
	unsubscribeMailbox?: string | null
}

/**
 * The confirmation e-mail, in the reader's language: plain text and a simple
 * HTML twin with the same words. It never contains the reader's address, so
 * it can be printed to the log as it is; and it carries no tracking.
 */
export function confirmationEmail(locale: Locale, links: Links): ComposedEmail {
	const { confirmUrl, siteUrl, publicBaseUrl, unsubscribeToken } = links
	const w = siteWordsFor(locale).emails.confirmation
	const siteName = site.name.value[locale]
	const fill = (text: string) =>
		text.replaceAll('{siteName}', siteName).replaceAll('{days}', String(policy.confirmDays))
	const leaveUrl = unsubscribeUrl(publicBaseUrl, locale, unsubscribeToken)
	const footer = mailFooter(locale, w.why, {
		unsubscribeUrl: leaveUrl,
		preferencesUrl: preferencesUrl(publicBaseUrl, locale, unsubscribeToken),
	})
	const text = [
		w.greeting,
		'',
		fill(w.request),
		'',
		confirmUrl,
		'',
		fill(w.ignore),
		'',
		w.signOff,
		siteName,
		siteUrl,
		'',
		'--',
		footerText(footer),
		'',
	].join('\n')
	const lang = localeConfig[locale].hrefLang
	const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(fill(w.subject))}</title></head>
<body style="margin:0;padding:24px;background:#fffaf3;color:#23201c;font:17px/1.6 system-ui,-apple-system,'Segoe UI',sans-serif">
<div style="max-width:560px;margin:0 auto">
<p>${escapeHtml(w.greeting)}</p>
<p>${escapeHtml(fill(w.request))}</p>
<p style="margin:28px 0"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#1d5c63;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(w.button)}</a></p>
<p style="font-size:15px;word-break:break-all"><a href="${escapeHtml(confirmUrl)}" style="color:#1d5c63">${escapeHtml(confirmUrl)}</a></p>
<p>${escapeHtml(fill(w.ignore))}</p>
<p>${escapeHtml(w.signOff)}<br>${escapeHtml(siteName)}<br><a href="${escapeHtml(siteUrl)}" style="color:#1d5c63">${escapeHtml(siteUrl)}</a></p>
<hr style="border:0;border-top:1px solid #e4dccf;margin:28px 0 16px">
${footer.map(footerParagraph).join('\n')}
</div>
</body></html>
`
	return {
		subject: fill(w.subject),
		text,
		html,
		headers: {
			...listUnsubscribeHeaders(leaveUrl, unsubscribeToken, links.unsubscribeMailbox),
			'Content-Language': lang,
		},
	}
}
