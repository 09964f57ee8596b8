// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { site } from '#app/config/site.ts'
import { siteWordsFor } from '#app/content/site-words.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { buildMessage } from '#app/newsletter/campaigns/message.ts'
import { personalize, renderPostEmail } from '#app/newsletter/campaigns/post-email.tsx'
import { fixturePost } from '#tests/support/campaign-fixtures.ts'
import { parseMail } from '#tests/support/mail.ts'
import { confirmationEmail } from './confirmation-email.server.ts'
import { listUnsubscribeHeaders, beforeLink } from './mail-footer.ts'

const base = 'https://site.example'
const token = 'cd'.repeat(32)
const locales: Locale[] = ['en', 'zh-hans', 'zh-hant']
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)
const english = siteWordsFor('en').emails.footer

function confirmation(locale: Locale, unsubscribeMailbox: string | null = null) {
	return confirmationEmail(locale, {
		confirmUrl: `${base}${prefix(locale)}/newsletter/confirm/${'e'.repeat(64)}`,
		siteUrl: `${base}${prefix(locale)}/`,
		publicBaseUrl: base,
		unsubscribeToken: token,
		unsubscribeMailbox,
	})
}

async function newsEmail(locale: Locale) {
	return personalize(await renderPostEmail(fixturePost('winter'), locale, base), token)
}

// Read as a reader sees it: entities decoded, lines unwrapped (the text part is wrapped at 78 columns).
const read = (part: string) =>
	part
		.replaceAll(/&#x27;|&#39;/g, "'")
		.replaceAll('&quot;', '"')
		.replaceAll('&amp;', '&')
		.replaceAll(/\s+/g, ' ')
const said = (text: string) => text.replaceAll(/\s+/g, ' ')

/** What every e-mail's foot must say, in `locale`, in both parts. */
function expectLawfulFooter(locale: Locale, reason: string, parts: { html: string; text: string }) {
	const words = siteWordsFor(locale).emails.footer
	const siteName = site.name.value[locale]
	const unsubscribe = `${base}${prefix(locale)}/newsletter/unsubscribe/${token}`
	const preferences = `${base}${prefix(locale)}/newsletter/preferences/${token}`
	for (const part of [parts.html, parts.text]) {
		const seen = read(part)
		expect(seen).toContain(said(reason.replaceAll('{siteName}', siteName)))
		expect(seen).toContain(siteName)
		expect(seen).toContain(said(site.postalAddress.value))
		expect(seen).toContain(said(words.unsubscribe))
		// Hong Kong's UEMO: the statement in English too, whatever the reader's language.
		expect(seen).toContain(said(english.unsubscribe))
		expect(seen).toContain(unsubscribe)
		expect(seen).toContain(preferences)
	}
	expect(parts.html).toContain(`href="${preferences}"`)
	expect(parts.html).toContain(`>${words.preferencesLink}</a>`)
}

describe('the foot of every e-mail', () => {
	it('has a postal address setting, marked as an example until the foundation gives its own', () => {
		expect(site.postalAddress.value).toMatch(/example/i)
		expect(site.postalAddress.example).toBe(true)
	})

	it.each(locales)('in the confirmation e-mail (%s): name, address, reason, both unsubscribe statements', (locale) => {
		const email = confirmation(locale)
		expectLawfulFooter(locale, siteWordsFor(locale).emails.confirmation.why, { html: email.html, text: email.text })
		expect(email.headers['List-Unsubscribe']).toBe(`<${base}${prefix(locale)}/newsletter/unsubscribe/${token}>`)
	})

	it.each(['zh-hans', 'zh-hant'] as const)(
		'in Chinese (%s), marks the English statement as English',
		async (locale) => {
			expect(confirmation(locale).html).toContain(`<p lang="en"`)
			expect((await newsEmail(locale)).html).toMatch(/<p[^>]* lang="en"/)
			expect(siteWordsFor(locale).emails.footer.unsubscribe).not.toBe(english.unsubscribe)
		},
	)

	it.each(locales)(
		'in the news e-mail (%s): the same foot, and a link to the newsletter in the archive',
		async (locale) => {
			const email = await newsEmail(locale)
			expectLawfulFooter(locale, siteWordsFor(locale).emails.newsPost.why, email)
			expect(email.html).not.toContain('reader-unsubscribe-token')
			const archive = `${base}${prefix(locale)}/newsletter/archive/winter`
			expect(email.html).toContain(`href="${archive}"`)
			expect(email.html).toContain(siteWordsFor(locale).emails.newsPost.readInBrowser)
			expect(email.text).toContain(archive)
		},
	)

	it('says the unsubscribe statement once in an English e-mail', async () => {
		const email = await newsEmail('en')
		expect(email.text.replaceAll(/\s+/g, ' ').split(english.unsubscribe)).toHaveLength(2)
	})
})

describe('List-Unsubscribe', () => {
	const url = `${base}/zh-hans/newsletter/unsubscribe/${token}`

	it('is the https one-click link alone without an unsubscribe mailbox', () => {
		expect(listUnsubscribeHeaders(url, token, null)).toEqual({
			'List-Unsubscribe': `<${url}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
		expect(confirmation('zh-hans').headers['List-Unsubscribe']).toBe(`<${url}>`)
	})

	it('adds a mailto: with the reader’s token when UNSUBSCRIBE_MAILBOX is set', () => {
		const expected = `<${url}>, <mailto:leave@site.example?subject=unsubscribe%20${token}>`
		expect(listUnsubscribeHeaders(url, token, 'leave@site.example')['List-Unsubscribe']).toBe(expected)
		const email = confirmation('zh-hans', 'leave@site.example')
		expect(email.headers['List-Unsubscribe']).toBe(expected)
		expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
	})

	it('is in each news message, with and without the mailto:', async () => {
		const email = await renderPostEmail(fixturePost('winter'), 'zh-hant', base)
		const recipient = { subscriberId: 1, email: 'li@example.org', locale: 'zh-hant' as const, unsubscribeToken: token }
		const options = { from: 'News <news@site.example>', publicBaseUrl: base, dkim: null, campaignId: 1 }
		const link = `<${base}/zh-hant/newsletter/unsubscribe/${token}>`
		const plain = parseMail((await buildMessage(email, recipient, options)).toString('utf8'))
		expect(plain.headers.get('list-unsubscribe')).toBe(link)
		const withMailbox = parseMail(
			(await buildMessage(email, recipient, { ...options, unsubscribeMailbox: 'leave@site.example' })).toString('utf8'),
		)
		expect(withMailbox.headers.get('list-unsubscribe')).toBe(
			`${link}, <mailto:leave@site.example?subject=unsubscribe%20${token}>`,
		)
		expect(withMailbox.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
	})
})

describe('the space before a link', () => {
	it('is none after Chinese punctuation, one after English words', () => {
		expect(beforeLink('可以随时免费退订：')).toBe('')
		expect(beforeLink('可以隨時免費退訂，')).toBe('')
		expect(beforeLink('you can unsubscribe at any time, free of charge:')).toBe(' ')
	})
})
