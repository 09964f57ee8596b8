// @vitest-environment node
import { DatabaseSync } from 'node:sqlite'
import * as fc from 'fast-check'
import isEmail from 'validator/lib/isEmail.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action } from '#app/newsletter/pages/newsletter-route.tsx'
import { callSignUpAction, databaseStartTimeoutMs, testRuntime } from '#tests/support/newsletter-runtime.ts'

/**
 * Thousands of random and hostile requests straight into the /newsletter
 * action (as React Router calls it): none may yield a 5xx, and none may
 * store anything unless it carried one valid address and an empty honeypot.
 */
let setup: ReturnType<typeof testRuntime>
let db: DatabaseSync
beforeAll(async () => {
	setup = testRuntime()
	db = new DatabaseSync(setup.config.databasePath)
	await setup.started
}, databaseStartTimeoutMs)
afterAll(async () => {
	db.close()
	await setup.cleanup()
})

const latestEmail = () =>
	(db.prepare('SELECT email FROM subscribers ORDER BY updated_at DESC, id DESC LIMIT 1').get() as { email: string })
		.email
/** A stored address must pass validator's strict check and hold no space, quote, bracket, separator or control character. */
const acceptable = (email: string) =>
	isEmail(email, { allow_utf8_local_part: false, require_tld: true }) &&
	// oxlint-disable-next-line no-control-regex -- looking for control characters is the point
	!/[\s"<>,;\u0000-\u001f\u007f]/.test(email) &&
	email.length <= 254 &&
	email === email.toLowerCase()
const count = () => (db.prepare('SELECT count(*) AS n FROM subscribers').get() as { n: number }).n
const stored = (address: string) => db.prepare('SELECT email FROM subscribers WHERE email = ?').get(address)

async function send(
	body: Uint8Array<ArrayBuffer> | string,
	contentType: string | null,
	headers: Record<string, string> = {},
) {
	const request = new Request('http://site.example/newsletter', {
		method: 'POST',
		headers: { ...(contentType === null ? {} : { 'content-type': contentType }), ...headers },
		body,
	})
	return callSignUpAction(action, setup.runtime, request)
}
const accepted = { status: 303, location: '/newsletter/check-your-inbox' }

const enc = (value: string) => encodeURIComponent(value)
const hostileText = fc.oneof(
	fc.string({ unit: 'binary', maxLength: 80 }),
	fc.string({ unit: 'grapheme', maxLength: 40 }),
	fc.emailAddress(),
	fc.emailAddress().map((address) => `Someone <${address}>`),
	fc.tuple(fc.emailAddress(), fc.emailAddress(), fc.constantFrom(', ', ';', ' ', '\n')).map(([a, b, s]) => a + s + b),
	fc.emailAddress().map((address) => `"${address}"`),
	fc
		.tuple(fc.emailAddress(), fc.constantFrom('\r\n', '\n', '\0', '\r', '\u2028', '\u202e'))
		.map(([address, control]) => address.replace('@', `${control}@`)),
	fc.emailAddress().map((address) => address.replace('@', '＠')),
	fc.string({ minLength: 250, maxLength: 400 }).map((padding) => `${padding}@example.org`),
)

describe('the sign-up action under random and hostile input', () => {
	it('never fails with 5xx and stores nothing unless the request was a valid sign-up', async () => {
		const formBody = fc.record(
			{
				email: hostileText,
				homepage: fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })),
				extra: fc.option(fc.constantFrom('name=Jane', 'email=second%40example.org', 'homepage=', 'x'), {
					nil: undefined,
				}),
			},
			{ requiredKeys: ['email'] },
		)
		await fc.assert(
			fc.asyncProperty(formBody, async ({ email, homepage, extra }) => {
				const parts = [`email=${enc(email)}`]
				if (homepage !== undefined) parts.push(`homepage=${enc(homepage)}`)
				if (extra) parts.push(extra)
				const before = count()
				const answer = await send(parts.join('&'), 'application/x-www-form-urlencoded')
				expect(answer.status).toBeLessThan(500)
				const added = count() - before
				const valid = answer.status === 303 && !homepage
				// Refused, or a robot: nothing stored. Accepted: at most one row (a repeat adds none)…
				expect(added).toBeLessThanOrEqual(valid ? 1 : 0)
				expect(answer.status === 303 ? answer : accepted).toEqual(accepted)
				// …under one spelling that a strict, independent check accepts.
				expect(!valid || acceptable(latestEmail())).toBe(true)
			}),
			{ numRuns: 2000 },
		)
	}, 120_000)

	it('never fails with 5xx on arbitrary bytes, content types and headers, and stores nothing from them', async () => {
		const contentType = fc.oneof(
			fc.constant(null),
			fc.constantFrom(
				'application/x-www-form-urlencoded',
				'application/x-www-form-urlencoded; charset=utf-8',
				'application/x-www-form-urlencoded; charset=latin1',
				'multipart/form-data; boundary=----x',
				'application/json',
				'text/plain;charset=UTF-8',
			),
			fc.string({ maxLength: 60 }),
		)
		const origin = fc.constantFrom<Record<string, string>>(
			{},
			{ origin: 'null' },
			{ origin: 'https://evil.example' },
			{ 'sec-fetch-site': 'cross-site' },
		)
		await fc.assert(
			fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), contentType, origin, async (body, type, headers) => {
				const before = count()
				const { status } = await send(body, type, headers)
				expect(status).toBeLessThan(500)
				// Random bytes are never a well-formed sign-up with an address in it, except by a vanishing chance.
				expect(status === 303 ? before : count()).toBe(before)
			}),
			{ numRuns: 2000 },
		)
	}, 120_000)

	it('stores every plainly valid address, once, and answers a repeat identically', async () => {
		const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/).filter((l) => !l.includes('..'))
		const domain = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/)
		const tld = fc.constantFrom('org', 'com', 'cn', 'hk', 'co.uk', 'edu.au')
		await fc.assert(
			fc.asyncProperty(local, domain, tld, fc.boolean(), async (l, d, t, shout) => {
				const address = `${l}@${d}.${t}`
				const typed = shout ? ` ${address.toUpperCase()} ` : address
				const first = await send(`email=${enc(typed)}&homepage=`, 'application/x-www-form-urlencoded')
				const again = await send(`email=${enc(address)}`, 'application/x-www-form-urlencoded')
				expect(first).toEqual(accepted)
				expect(again).toEqual(first)
				expect(stored(address)).toBeTruthy()
			}),
			{ numRuns: 200 },
		)
	}, 120_000)
})
