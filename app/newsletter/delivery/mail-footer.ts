import { site } from '#app/config/site.ts'
import { siteWordsFor } from '#app/content/site-words.server.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'

/** One line of an e-mail's foot: a sentence, and the link that follows it. */
export type FooterLine = {
	text: string
	link?: { href: string; label: string }
	/** Set on the English line of a Chinese e-mail (BCP 47, for the HTML `lang`). */
	lang?: string
}

export type FooterLinks = { unsubscribeUrl: string; preferencesUrl: string }

/**
 * The foot every e-mail carries (confirmation and news), as the law asks
 * (issue 21; docs/decisions/044): why the reader gets it; the unsubscribe
 * statement in the reader's language and, in a Chinese e-mail, in English as
 * well (Hong Kong's UEMO wants both); the settings link (language, download,
 * erase); and who sends it, with the foundation's postal address.
 */
export function mailFooter(locale: Locale, reason: string, links: FooterLinks): FooterLine[] {
	const words = siteWordsFor(locale).emails.footer
	const english = siteWordsFor('en').emails.footer
	const siteName = site.name.value[locale]
	const lines: FooterLine[] = [
		{ text: reason.replaceAll('{siteName}', siteName) },
		{ text: words.unsubscribe, link: { href: links.unsubscribeUrl, label: words.unsubscribeLink } },
	]
	if (locale !== 'en') {
		lines.push({
			text: english.unsubscribe,
			link: { href: links.unsubscribeUrl, label: english.unsubscribeLink },
			lang: localeConfig.en.hrefLang,
		})
	}
	lines.push(
		{ text: words.preferences, link: { href: links.preferencesUrl, label: words.preferencesLink } },
		{
			text: words.sender.replaceAll('{siteName}', siteName).replaceAll('{postalAddress}', site.postalAddress.value),
		},
	)
	return lines
}

/** What goes between a sentence and its link: nothing after Chinese punctuation (「退订：一键退订」), else a space. */
export const beforeLink = (text: string) => (/[\u3000-\u303f\uff00-\uffef]$/.test(text) ? '' : ' ')

/** The foot as plain text: each sentence, its link on the next line. */
export function footerText(lines: FooterLine[]): string {
	return lines.map((line) => (line.link ? `${line.text}\n${line.link.href}` : line.text)).join('\n\n')
}

/**
 * `List-Unsubscribe` (RFC 2369) with the one-click https link (RFC 8058) and,
 * when an unsubscribe mailbox is configured (UNSUBSCRIBE_MAILBOX), a
 * `mailto:` as well, which some mail apps (QQ Mail) use instead. The mail's
 * subject carries the reader's token, so whoever reads that mailbox can act
 * on it with the unsubscribe link even if the From address differs.
 */
export function listUnsubscribeHeaders(
	unsubscribeUrl: string,
	token: string,
	mailbox: string | null | undefined,
): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
	const mailto = mailbox ? `, <mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}>` : ''
	return {
		'List-Unsubscribe': `<${unsubscribeUrl}>${mailto}`,
		'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
	}
}
