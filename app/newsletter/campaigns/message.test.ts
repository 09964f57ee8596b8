// @vitest-environment node
import { createHash, createVerify, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseMail } from '#tests/support/mail.ts'
import { buildMessage, envelopeAddress, type Recipient } from './message.ts'
import { renderPostEmail } from './post-email.tsx'
import { fixturePost } from '#tests/support/campaign-fixtures.ts'

const base = 'https://site.example'
const token = 'ab'.repeat(32)
const recipient: Recipient = {
	subscriberId: 7,
	email: 'li.wei@example.org',
	locale: 'zh-hant',
	unsubscribeToken: token,
}
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const dkim = {
	domainName: 'site.example',
	keySelector: 'news',
	privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
}

async function message(withDkim: boolean) {
	const email = await renderPostEmail(fixturePost('winter'), 'zh-hant', base)
	const raw = await buildMessage(email, recipient, {
		from: '"Offer Love" <news@site.example>',
		publicBaseUrl: base,
		dkim: withDkim ? dkim : null,
		campaignId: 3,
	})
	return raw.toString('utf8')
}

describe('a campaign message', () => {
	it('carries the reader’s one-click unsubscribe (RFC 8058), language and a Message-ID of its own', async () => {
		const mail = parseMail(await message(false))
		const url = `${base}/zh-hant/newsletter/unsubscribe/${token}`
		expect(mail.headers.get('list-unsubscribe')).toBe(`<${url}>`)
		expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
		expect(mail.headers.get('content-language')).toBe('zh-Hant-HK')
		expect(mail.headers.get('message-id')).toBe('<news.3.7@site.example>')
		expect(mail.headers.get('subject')).toBe('冬季聚會（winter）')
		expect(mail.headers.get('to')).toBe('li.wei@example.org')
		expect(mail.text).toContain(url)
		expect(mail.html).toContain(url)
		expect(mail.text).toContain('一鍵退訂')
		expect(envelopeAddress('"Offer Love" <news@site.example>')).toBe('news@site.example')
	})

	it('is signed with DKIM covering List-Unsubscribe and List-Unsubscribe-Post, and the signature verifies', async () => {
		const raw = await message(true)
		const verdict = verifyDkim(raw, publicKey.export({ type: 'spki', format: 'pem' }) as string)
		expect(verdict.signedHeaders).toEqual(
			expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']),
		)
		expect(verdict.bodyHashMatches).toBe(true)
		expect(verdict.signatureValid).toBe(true)
		// Tampering with the one-click header breaks it.
		const tampered = raw.replace('List-Unsubscribe=One-Click', 'List-Unsubscribe=Two-Clicks')
		expect(verifyDkim(tampered, publicKey.export({ type: 'spki', format: 'pem' }) as string).signatureValid).toBe(false)
	})
})

/** DKIM verification with relaxed/relaxed canonicalization (RFC 6376 § 3.4), enough for our own messages. */
function verifyDkim(raw: string, publicKeyPem: string) {
	const split = raw.indexOf('\r\n\r\n')
	const headerLines = raw.slice(0, split).split(/\r\n(?![ \t])/)
	const body = raw.slice(split + 4)
	const signature = headerLines.find((line) => /^dkim-signature:/i.test(line))!
	const tags = Object.fromEntries(
		signature
			.slice(signature.indexOf(':') + 1)
			.replace(/\s+/g, '')
			.split(';')
			.filter(Boolean)
			.map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1)]),
	) as Record<string, string>
	expect(tags.c).toBe('relaxed/relaxed')
	let canonicalBody = body
		.split('\r\n')
		.map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''))
		.join('\r\n')
		.replace(/(\r\n)*$/, '')
	canonicalBody = canonicalBody ? `${canonicalBody}\r\n` : ''
	const bodyHash = createHash('sha256').update(canonicalBody).digest('base64')
	const signedHeaders = tags.h!.toLowerCase().split(':')
	const used = new Set<number>()
	let data = ''
	for (const name of signedHeaders) {
		for (let i = headerLines.length - 1; i >= 0; i--) {
			if (!used.has(i) && headerLines[i]!.toLowerCase().startsWith(`${name}:`)) {
				used.add(i)
				data += `${relaxedHeader(headerLines[i]!)}\r\n`
				break
			}
		}
	}
	data += relaxedHeader(signature)
		.replace(/\bb=[^;]*$/, 'b=')
		.replace(/(;\s*b=)[^;]*/, '$1')
	const signatureValid = createVerify('RSA-SHA256').update(data).verify(publicKeyPem, tags.b!, 'base64')
	return { signedHeaders, bodyHashMatches: bodyHash === tags.bh, signatureValid }
}

/** Relaxed header canonicalization (RFC 6376 § 3.4.2). */
function relaxedHeader(line: string) {
	const colon = line.indexOf(':')
	return `${line.slice(0, colon).trim().toLowerCase()}:${line
		.slice(colon + 1)
		.replace(/\r\n/g, '')
		.replace(/[ \t]+/g, ' ')
		.trim()}`
}
