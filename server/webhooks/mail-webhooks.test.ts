// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { createSign, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WebhookConfig } from '#app/newsletter/config.server.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { confirmSubscription, recordSignUp } from '#app/newsletter/store/subscribers.server.ts'
import { suppressionOf } from '#app/newsletter/store/suppressions.server.ts'
import { createLogThrottle } from '#server/log-throttle.ts'
import { testRuntime } from '#tests/support/newsletter-runtime.ts'
import { mailWebhooks, maxWebhookBodyBytes } from './mail-webhooks.ts'
import { canonicalString, isSigningCertUrl, type SnsMessage } from './sns.ts'

/**
 * The bounce and complaint webhooks, over HTTP, with payloads in the shapes
 * Amazon SES (through SNS) and Postmark document. The SNS signing
 * certificate is one these tests make themselves (openssl): nothing is
 * fetched from the network.
 */

const topic = 'arn:aws:sns:us-west-2:123456789012:ses-notifications'
const certUrl = 'https://sns.us-west-2.amazonaws.com/SimpleNotificationService-0000000000000000000000.pem'
const postmark = { user: 'postmark', password: 'a-long-webhook-password' }
const webhooks: WebhookConfig = { sesTopicArns: [topic], postmark }

let keys: { dir: string; key: string; cert: string; otherKey: string }
let setup: ReturnType<typeof testRuntime>
let db: DatabaseSync
let base: string
let offBase: string
let close: () => void
const fetched: string[] = []
const logged: string[] = []

function makeCertificate(dir: string, name: string) {
	const key = join(dir, `${name}.key`)
	const cert = join(dir, `${name}.pem`)
	execFileSync(
		'openssl',
		[
			'req',
			'-x509',
			'-newkey',
			'rsa:2048',
			'-nodes',
			'-keyout',
			key,
			'-out',
			cert,
			'-days',
			'2',
			'-subj',
			'/CN=sns.amazonaws.com',
		],
		{ stdio: 'ignore' },
	)
	return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') }
}

beforeAll(async () => {
	const dir = mkdtempSync(join(tmpdir(), 'webhook-keys-'))
	const good = makeCertificate(dir, 'sns')
	const other = makeCertificate(dir, 'other')
	keys = { dir, key: good.key, cert: good.cert, otherKey: other.key }
	setup = testRuntime({ webhooks })
	await setup.runtime.start()
	db = openDatabase(setup.config.databasePath)
	const log = createLogThrottle({ windowMs: 1, write: (line) => void logged.push(line) })
	const fetchCertificate = async (url: string) => {
		fetched.push(url)
		if (url !== certUrl) throw new Error('not found')
		return keys.cert
	}
	const listen = (config: WebhookConfig) =>
		new Promise<{ url: string; close: () => void }>((resolve) => {
			const app = express().use(mailWebhooks({ config, runtime: setup.runtime, log, fetchCertificate }))
			const server = app.listen(0, '127.0.0.1', () =>
				resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
			)
		})
	const on = await listen(webhooks)
	const off = await listen({ sesTopicArns: [], postmark: null })
	base = on.url
	offBase = off.url
	close = () => {
		on.close()
		off.close()
	}
})
afterAll(async () => {
	close()
	db.close()
	await setup.cleanup()
	rmSync(keys.dir, { recursive: true, force: true })
})
beforeEach(() => {
	fetched.length = 0
	logged.length = 0
})

let counter = 0
/** A confirmed subscriber, written straight to the database. */
function subscribe(prefix: string): string {
	const address = `${prefix}.${++counter}@example.org`
	let token = ''
	recordSignUp(
		db,
		{ address, locale: 'en', sourcePage: null, now: new Date() },
		({ confirmToken }) => {
			token = confirmToken
			return { subject: '', text: '', html: '', headers: {} }
		},
		'logged',
	)
	expect(confirmSubscription(db, token, new Date())).toBe('confirmed')
	return address
}
const subscribed = (address: string) =>
	db.prepare('SELECT status, soft_bounces FROM subscribers WHERE email = ?').get(address) as
		{ status: string; soft_bounces: number } | undefined

/** An SES notification as SNS delivers it, signed with `key` (version 1: SHA1, 2: SHA256). */
function snsNotification(
	sesMessage: object,
	{
		key = keys.key,
		version = '1',
		overrides = {},
	}: { key?: string; version?: '1' | '2'; overrides?: Partial<SnsMessage> } = {},
): SnsMessage {
	const message: SnsMessage = {
		Type: 'Notification',
		MessageId: randomUUID(),
		TopicArn: topic,
		Message: JSON.stringify(sesMessage),
		Timestamp: new Date().toISOString(),
		SignatureVersion: version,
		Signature: '',
		SigningCertURL: certUrl,
		...overrides,
	}
	message.Signature = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256')
		.update(canonicalString(message))
		.sign(key, 'base64')
	return message
}

const mail = (destination: string) => ({
	timestamp: '2026-11-25T23:59:58.000Z',
	source: 'hello@example.org',
	sourceArn: 'arn:aws:ses:us-west-2:123456789012:identity/example.org',
	messageId: '0101019a-0000-0000-0000-000000000000-000000',
	destination: [destination],
})
const sesBounce = (address: string, bounceType: 'Permanent' | 'Transient') => ({
	notificationType: 'Bounce',
	bounce: {
		feedbackId: '0101019a-feedback-000000',
		bounceType,
		bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
		bouncedRecipients: [
			{
				emailAddress: address,
				action: 'failed',
				status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
				diagnosticCode: 'smtp; 550 5.1.1 user unknown',
			},
		],
		timestamp: '2026-11-25T23:59:59.000Z',
		remoteMtaIp: '192.0.2.1',
		reportingMTA: 'dsn; a1-2.smtp-out.us-west-2.amazonses.com',
	},
	mail: mail(address),
})
const sesComplaint = (address: string) => ({
	notificationType: 'Complaint',
	complaint: {
		feedbackId: '0101019a-complaint-000000',
		complaintSubType: null,
		complainedRecipients: [{ emailAddress: address }],
		timestamp: '2026-11-25T23:59:59.000Z',
		userAgent: 'Yahoo!-Mail-Feedback/2.0',
		complaintFeedbackType: 'abuse',
		arrivalDate: '2026-11-25T23:59:59.000Z',
	},
	mail: mail(address),
})

const post = (url: string, body: string | object, headers: Record<string, string> = {}) =>
	fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
const ses = (body: string | object, headers: Record<string, string> = {}) =>
	post(`${base}/webhooks/mail/ses`, body, { 'x-amz-sns-message-type': 'Notification', ...headers })
const basic = (user: string, password: string) => ({
	authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
})
const toPostmark = (body: string | object, headers: Record<string, string> = basic(postmark.user, postmark.password)) =>
	post(`${base}/webhooks/mail/postmark`, body, { 'content-type': 'application/json', ...headers })

describe('POST /webhooks/mail/ses (Amazon SES through SNS)', () => {
	it('a permanent bounce (SignatureVersion 1) removes and suppresses the address', async () => {
		const address = subscribe('hard')
		const response = await ses(snsNotification(sesBounce(address, 'Permanent')))
		expect(response.status).toBe(200)
		expect(subscribed(address)).toBeUndefined()
		expect(suppressionOf(db, address)?.reason).toBe('hard-bounce')
		expect(fetched).toEqual([certUrl])
	})

	it('a complaint (SignatureVersion 2) removes and suppresses the address', async () => {
		const address = subscribe('complaint')
		expect((await ses(snsNotification(sesComplaint(address), { version: '2' }))).status).toBe(200)
		expect(subscribed(address)).toBeUndefined()
		expect(suppressionOf(db, address)?.reason).toBe('complaint')
	})

	it('transient bounces count; the third in a row suppresses; the same notification again is harmless', async () => {
		const address = subscribe('soft')
		const first = snsNotification(sesBounce(address, 'Transient'), { version: '2' })
		expect((await ses(first)).status).toBe(200)
		// SNS retries (or an attacker replays) the same signed notification: counted once.
		expect((await ses(first)).status).toBe(200)
		expect((await ses(first)).status).toBe(200)
		expect(subscribed(address)).toEqual({ status: 'confirmed', soft_bounces: 1 })
		expect((await ses(snsNotification(sesBounce(address, 'Transient')))).status).toBe(200)
		expect(subscribed(address)?.soft_bounces).toBe(2)
		expect((await ses(snsNotification(sesBounce(address, 'Transient')))).status).toBe(200)
		expect(subscribed(address)).toBeUndefined()
		expect(suppressionOf(db, address)?.reason).toBe('soft-bounces')
	})

	it('refuses a notification signed with another key (401) and changes nothing', async () => {
		const address = subscribe('forged')
		const forged = snsNotification(sesBounce(address, 'Permanent'), { key: keys.otherKey })
		expect((await ses(forged)).status).toBe(401)
		// Signed well, then altered.
		const altered = snsNotification(sesBounce('someone.else@example.org', 'Permanent'))
		altered.Message = JSON.stringify(sesBounce(address, 'Permanent'))
		expect((await ses(altered)).status).toBe(401)
		expect(subscribed(address)?.status).toBe('confirmed')
		expect(suppressionOf(db, address)).toBeUndefined()
	})

	it('never fetches a certificate from anywhere but https://sns.<the topic region>.amazonaws.com', async () => {
		const address = subscribe('certhost')
		for (const url of [
			'https://sns.us-west-2.amazonaws.com.evil.example/cert.pem',
			'https://evil.example/sns.us-west-2.amazonaws.com/cert.pem',
			'http://sns.us-west-2.amazonaws.com/cert.pem',
			'https://sns.eu-west-1.amazonaws.com/cert.pem',
			'https://sns.us-west-2.amazonaws.com:8443/cert.pem',
			'https://user@sns.us-west-2.amazonaws.com/cert.pem',
		]) {
			expect(isSigningCertUrl(url, topic)).toBe(false)
			const response = await ses(
				snsNotification(sesBounce(address, 'Permanent'), { overrides: { SigningCertURL: url } }),
			)
			expect(response.status).toBe(401)
		}
		expect(isSigningCertUrl(certUrl, topic)).toBe(true)
		expect(fetched).toEqual([])
		expect(subscribed(address)?.status).toBe('confirmed')
	})

	it('refuses a topic that is not configured, an unknown signature version and a stale notification (401)', async () => {
		const address = subscribe('refused')
		const bounce = sesBounce(address, 'Permanent')
		const otherTopic = 'arn:aws:sns:us-west-2:123456789012:someone-elses-topic'
		expect((await ses(snsNotification(bounce, { overrides: { TopicArn: otherTopic } }))).status).toBe(401)
		expect((await ses(snsNotification(bounce, { overrides: { SignatureVersion: '3' } }))).status).toBe(401)
		const stale = new Date(Date.now() - 8 * 24 * 3_600_000).toISOString()
		expect((await ses(snsNotification(bounce, { overrides: { Timestamp: stale } }))).status).toBe(401)
		expect(subscribed(address)?.status).toBe('confirmed')
		expect(logged.some((line) => line.startsWith('[webhooks] 401 ses'))).toBe(true)
	})

	it('logs a subscription confirmation for the operator and fetches nothing', async () => {
		const realFetch = globalThis.fetch
		const spy = vi.fn<typeof fetch>(realFetch)
		const subscribeUrl = `https://sns.us-west-2.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${topic}&Token=2336412f37`
		const confirmation = snsNotification(
			{},
			{
				overrides: {
					Type: 'SubscriptionConfirmation',
					SubscribeURL: subscribeUrl,
					Token: '2336412f37',
					Message: 'You have chosen to subscribe…',
				},
			},
		)
		// Signed over the confirmation's own fields.
		confirmation.Signature = createSign('RSA-SHA1').update(canonicalString(confirmation)).sign(keys.key, 'base64')
		globalThis.fetch = spy
		let response: Response
		try {
			response = await ses(confirmation, { 'x-amz-sns-message-type': 'SubscriptionConfirmation' })
		} finally {
			globalThis.fetch = realFetch
		}
		// The only request made is the test's own POST: the SubscribeURL is never opened.
		expect(spy.mock.calls.map(([url]) => String(url))).toEqual([`${base}/webhooks/mail/ses`])
		expect(response.status).toBe(200)
		expect(logged.join('\n')).toContain(subscribeUrl)
		expect(fetched).toEqual([certUrl])
	})

	it('answers 400 to a body that is not JSON or not an SNS message, and 413 past the limit', async () => {
		expect((await ses('{"Type": "Notification",')).status).toBe(400)
		expect((await ses({ Type: 'Notification' })).status).toBe(400)
		expect((await ses('x'.repeat(maxWebhookBodyBytes + 1))).status).toBe(413)
	})
})

const postmarkBounce = (address: string, type: string, id: number) => ({
	RecordType: 'Bounce',
	MessageStream: 'outbound',
	ID: id,
	Type: type,
	TypeCode: type === 'HardBounce' ? 1 : 4096,
	Name: type === 'HardBounce' ? 'Hard bounce' : 'Soft bounce',
	Tag: 'news',
	MessageID: randomUUID(),
	Metadata: {},
	ServerID: 23,
	Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
	Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
	Email: address,
	From: 'hello@example.org',
	BouncedAt: '2026-11-25T23:59:59.9070259Z',
	DumpAvailable: true,
	Inactive: true,
	CanActivate: true,
	Subject: 'Winter gathering',
})
const postmarkComplaint = (address: string, id: number) => ({
	...postmarkBounce(address, 'SpamComplaint', id),
	RecordType: 'SpamComplaint',
	TypeCode: 512,
	Name: 'Spam complaint',
})

describe('POST /webhooks/mail/postmark', () => {
	it('a hard bounce and a spam complaint remove and suppress the address', async () => {
		const hard = subscribe('pm.hard')
		const angry = subscribe('pm.angry')
		expect((await toPostmark(postmarkBounce(hard, 'HardBounce', 4323372036854775))).status).toBe(200)
		expect((await toPostmark(postmarkComplaint(angry, 4323372036854776))).status).toBe(200)
		expect(subscribed(hard)).toBeUndefined()
		expect(subscribed(angry)).toBeUndefined()
		expect(suppressionOf(db, hard)?.reason).toBe('hard-bounce')
		expect(suppressionOf(db, angry)?.reason).toBe('complaint')
	})

	it('soft bounces count, a repeated record is harmless, a delivery starts again', async () => {
		const address = subscribe('pm.soft')
		const first = postmarkBounce(address, 'SoftBounce', 9001)
		expect((await toPostmark(first)).status).toBe(200)
		expect((await toPostmark(first)).status).toBe(200)
		expect(subscribed(address)?.soft_bounces).toBe(1)
		const delivery = { RecordType: 'Delivery', MessageID: randomUUID(), Recipient: address, ServerID: 23 }
		expect((await toPostmark(delivery)).status).toBe(200)
		expect(subscribed(address)?.soft_bounces).toBe(0)
	})

	it('answers 401 with a Basic challenge to wrong or missing credentials, and changes nothing', async () => {
		const address = subscribe('pm.unauth')
		for (const headers of [
			basic(postmark.user, 'wrong-password-of-length'),
			basic('other', postmark.password),
			{},
			{ authorization: 'Bearer x' },
		]) {
			const response = await toPostmark(postmarkBounce(address, 'HardBounce', 777), headers as Record<string, string>)
			expect(response.status).toBe(401)
			expect(response.headers.get('www-authenticate')).toMatch(/^Basic /)
		}
		expect(subscribed(address)?.status).toBe('confirmed')
		expect(suppressionOf(db, address)).toBeUndefined()
	})

	it('answers 400 to bad JSON', async () => {
		expect((await toPostmark('{"RecordType":')).status).toBe(400)
		expect((await toPostmark('[1, 2]')).status).toBe(400)
	})
})

describe('unconfigured', () => {
	it('both endpoints answer 404 and change nothing', async () => {
		const address = subscribe('off')
		expect((await post(`${offBase}/webhooks/mail/ses`, snsNotification(sesBounce(address, 'Permanent')))).status).toBe(
			404,
		)
		expect(
			(
				await post(
					`${offBase}/webhooks/mail/postmark`,
					{ RecordType: 'Bounce', Type: 'HardBounce', ID: 1, Email: address },
					basic(postmark.user, postmark.password),
				)
			).status,
		).toBe(404)
		expect(subscribed(address)?.status).toBe('confirmed')
		expect(fetched).toEqual([])
	})
})
