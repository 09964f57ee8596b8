import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { formHeaders, rawRequest, signUpBody } from '#tests/support/http.ts'
import { startServer, type TestServer } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * The bounce webhooks as the production server mounts them (server/app.ts):
 * off until configured, then a Postmark hard bounce for a real sign-up
 * removes the address and suppresses its keyed hash. (Signatures, SES and the
 * other cases: server/webhooks/mail-webhooks.test.ts.)
 */
test.describe.configure({ mode: 'serial' })

const user = 'postmark'
const password = 'a-long-webhook-password'
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`
const headers = (auth: string) => ({ 'content-type': 'application/json', authorization: auth })

function count(path: string, query: string, ...params: string[]): number {
	const db = new DatabaseSync(path, { readOnly: true })
	try {
		return (db.prepare(query).get(...params) as { n: number }).n
	} finally {
		db.close()
	}
}

test.describe('mail webhooks on the production server', () => {
	let dir: string
	let off: TestServer
	let on: TestServer
	let databasePath: string

	test.beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'webhooks-e2e-'))
		databasePath = join(dir, 'on.sqlite')
		off = await startServer({ DATABASE_PATH: join(dir, 'off.sqlite') })
		on = await startServer({
			DATABASE_PATH: databasePath,
			POSTMARK_WEBHOOK_USER: user,
			POSTMARK_WEBHOOK_PASSWORD: password,
		})
	})
	test.afterAll(async () => {
		await off?.stop()
		await on?.stop()
		rmSync(dir, { recursive: true, force: true })
	})

	test('unconfigured endpoints answer 404', async () => {
		for (const path of ['/webhooks/mail/ses', '/webhooks/mail/postmark']) {
			const answer = await rawRequest(off.url + path, {
				headers: { 'content-type': 'application/json', authorization: basic(user, password) },
				body: '{}',
			})
			expect(answer.status).toBe(404)
		}
		// SES is not configured on the other server either.
		expect((await rawRequest(`${on.url}/webhooks/mail/ses`, { body: '{}' })).status).toBe(404)
	})

	test('a Postmark hard bounce removes the subscriber and keeps only a hash; bad credentials change nothing', async () => {
		const email = `bounced.${Date.now()}@example.org`
		const signUp = await rawRequest(`${on.url}/newsletter`, {
			headers: { ...formHeaders, 'sec-fetch-site': 'same-origin' },
			body: signUpBody(email),
		})
		expect(signUp.status).toBe(303)
		expect(count(databasePath, 'SELECT count(*) AS n FROM subscribers WHERE email = ?', email)).toBe(1)

		const bounce = JSON.stringify({ RecordType: 'Bounce', ID: 42, Type: 'HardBounce', TypeCode: 1, Email: email })
		const refused = await rawRequest(`${on.url}/webhooks/mail/postmark`, {
			headers: headers(basic(user, 'not-the-password-at-all')),
			body: bounce,
		})
		expect(refused.status).toBe(401)
		expect(refused.headers['www-authenticate']).toMatch(/^Basic /)
		expect(count(databasePath, 'SELECT count(*) AS n FROM subscribers WHERE email = ?', email)).toBe(1)

		const tooLarge = await rawRequest(`${on.url}/webhooks/mail/postmark`, {
			headers: headers(basic(user, password)),
			body: 'x'.repeat(70 * 1024),
		})
		expect(tooLarge.status).toBe(413)

		const accepted = await rawRequest(`${on.url}/webhooks/mail/postmark`, {
			headers: headers(basic(user, password)),
			body: bounce,
		})
		expect(accepted.status).toBe(200)
		expect(count(databasePath, 'SELECT count(*) AS n FROM subscribers WHERE email = ?', email)).toBe(0)
		expect(count(databasePath, "SELECT count(*) AS n FROM suppressions WHERE reason = 'hard-bounce'")).toBe(1)
	})
})
