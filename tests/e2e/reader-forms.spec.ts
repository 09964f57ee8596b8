import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Page } from '@playwright/test'
import { site } from '#tests/support/site-content.ts'
import { formHeaders, rawRequest } from '#tests/support/http.ts'
import { startServer, startSmtpSink, type SmtpSink, type TestServer } from '#tests/support/processes.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * The readers' forms (issue 22): the contact form on /contacts and the
 * volunteer and Youth Cabinet applications, in a browser with and without
 * JavaScript, in English and Chinese, against a server of their own whose
 * mail goes to a local SMTP server; and what robots and other sites send.
 * Fields are found by their labels' `for` ids and names, never by translated text.
 */
test.describe.configure({ mode: 'serial' })

const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.org`

let dir: string
let smtp: SmtpSink
let server: TestServer
let databasePath: string

test.beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'reader-forms-e2e-'))
	databasePath = join(dir, 'newsletter.sqlite')
	smtp = await startSmtpSink()
	server = await startServer({
		DATABASE_PATH: databasePath,
		SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
		MAIL_FROM: 'Forms test <forms@example.org>',
	})
})
test.afterAll(async () => {
	await server?.stop()
	await smtp?.stop()
	rmSync(dir, { recursive: true, force: true })
})

function rows<T>(query: string, ...params: string[]): T[] {
	const db = new DatabaseSync(databasePath, { readOnly: true })
	try {
		return db.prepare(query).all(...params) as T[]
	} finally {
		db.close()
	}
}

/** The two e-mails a form sends: to the foundation (Reply-To: the reader) and the acknowledgement. */
async function mailsAbout(reader: string) {
	await expect
		.poll(() => smtp.messages().filter((m) => m.mail.headers.get('reply-to')?.includes(reader)).length, {
			timeout: 15_000,
		})
		.toBe(1)
	await expect.poll(() => smtp.messages().filter((m) => m.to.includes(reader)).length, { timeout: 15_000 }).toBe(1)
	const messages = smtp.messages()
	return {
		foundation: messages.find((m) => m.mail.headers.get('reply-to')?.includes(reader))!,
		acknowledgement: messages.find((m) => m.to.includes(reader))!,
	}
}

async function fillContact(page: Page, reader: string, name: string) {
	await page.locator('#contact-topic').selectOption('volunteering')
	await page.locator('#contact-name').fill(name)
	await page.locator('#contact-email').fill(reader)
	await page.locator('#contact-message').fill(`${name}: a question about volunteering.\nSecond line.`)
	await page.locator('form:has(#contact-message) button[type="submit"]').click()
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
		test.use({ javaScriptEnabled })

		for (const [locale, prefix, lang] of [
			['en', '', 'en'],
			['zh-hans', '/zh-hans', 'zh-Hans'],
		] as const) {
			test(`the contact form (${locale}) stores the message, mails the foundation and acknowledges in the reader’s language`, async ({
				page,
			}) => {
				const reader = unique(`contact-${locale}`)
				await page.goto(`${server.url}${prefix}/contacts`)
				await expect(page.locator('#sent')).toBeHidden()
				await fillContact(page, reader, '林美 Mei')
				await expect(page).toHaveURL(new RegExp(`${prefix}/contacts#sent$`))
				await expect(page.locator('#sent')).toBeVisible()
				await expect(page.locator('html')).toHaveAttribute('lang', lang)
				expect(rows('SELECT topic, locale, state FROM reader_messages WHERE email = ?', reader)).toEqual([
					{ topic: 'volunteering', locale, state: 'new' },
				])
				const { foundation, acknowledgement } = await mailsAbout(reader)
				expect(foundation.to).toEqual([site.formsEmail.value])
				expect(foundation.mail.headers.get('reply-to')).toBe(reader)
				expect(foundation.mail.text.replaceAll('\r\n', '\n')).toContain('a question about volunteering.\nSecond line.')
				expect(acknowledgement.mail.headers.get('content-language')).toBe(lang)
				// The acknowledgement repeats nothing the reader typed.
				expect(acknowledgement.mail.text).not.toContain('Mei')
			})
		}

		test('a form with problems comes back with every answer kept and each problem beside its field', async ({
			page,
		}) => {
			await page.goto(`${server.url}/zh-hans/contacts`)
			await page.locator('#contact-name').fill('李')
			await page.locator('#contact-email').fill('li＠example.org')
			await page.locator('form:has(#contact-message) button[type="submit"]').click()
			await expect(page.getByRole('alert')).toBeVisible()
			await expect(page.locator('#contact-name')).toHaveValue('李')
			for (const field of ['topic', 'email', 'message']) {
				await expect(page.locator(`#contact-${field}`)).toHaveAttribute('aria-invalid', 'true')
				await expect(page.locator(`#contact-${field}-problem`)).toBeVisible()
			}
			await expect(page.locator('#contact-name')).not.toHaveAttribute('aria-invalid')
			// axe runs as a script in the page.
			if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
		})
	})
}

test.describe('the application forms', () => {
	for (const [javaScriptEnabled, locale, prefix] of [
		[true, 'en', ''],
		[false, 'zh-hans', '/zh-hans'],
	] as const) {
		test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript, ${locale}`, () => {
			test.use({ javaScriptEnabled })

			test('a volunteer application is stored with its answers in English, mailed and acknowledged', async ({
				page,
			}) => {
				const reader = unique(`volunteer-${locale}`)
				await page.goto(`${server.url}${prefix}/get-involved/volunteer`)
				await page.locator('#application-name').fill('Mei Lin')
				await page.locator('#application-email').fill(reader)
				await page.locator('#application-q-city').fill('Vancouver')
				await page.locator('#application-q-languages').fill('English, 普通话')
				await page.locator('#application-q-area').selectOption('events')
				await page.locator('#application-q-availability').fill('Saturdays')
				await page.locator('#application-q-about').fill('I like meeting people.')
				await page.locator('input[name="q-adult"][value="yes"]').check()
				await page.locator('form:has(#application-name) button[type="submit"]').click()
				await expect(page).toHaveURL(new RegExp(`${prefix}/get-involved/volunteer#sent$`))
				await expect(page.locator('#sent')).toBeVisible()
				const [stored] = rows<{ form: string; answers: string }>(
					'SELECT form, answers FROM applications WHERE email = ?',
					reader,
				)
				expect(stored?.form).toBe('volunteer')
				expect(JSON.parse(stored!.answers)).toContainEqual({
					id: 'area',
					question: 'Where would you most like to help?',
					answer: 'Events and event planning',
				})
				const { foundation } = await mailsAbout(reader)
				expect(foundation.mail.text.replaceAll('\r\n', '\n')).toContain('Are you 18 or older?:\nYes')
			})
		})
	}

	test('the Youth Cabinet form offers its four positions, and a required answer left out is named', async ({
		page,
	}) => {
		await page.goto(`${server.url}/zh-hans/get-involved/youth-cabinet`)
		const positions = await page
			.locator('#application-q-position option')
			.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
		expect(positions).toEqual(['', 'president', 'vice-president', 'secretary', 'publicity', 'any'])
		await page.locator('#application-name').fill('小李')
		await page.locator('form:has(#application-name) button[type="submit"]').click()
		await expect(page.getByRole('alert')).toBeVisible()
		await expect(page.locator('#application-q-why')).toHaveAttribute('aria-invalid', 'true')
		// Optional questions are never marked.
		await expect(page.locator('#application-q-guardian')).not.toHaveAttribute('aria-invalid')
	})

	test('the Youth Cabinet page leads to the form', async ({ page }) => {
		await page.goto(`${server.url}/voyager/cabinet`)
		await page.locator('#how-to-apply a[href="/get-involved/youth-cabinet"]').click()
		await expect(page).toHaveURL(/\/get-involved\/youth-cabinet$/)
	})
})

const contactBody = (email: string, extra = '') =>
	`topic=other&name=Robot&email=${encodeURIComponent(email)}&message=Hello${extra}`
const stored = (email: string) => rows('SELECT id FROM reader_messages WHERE email = ?', email).length

test.describe('what robots and other sites send', () => {
	test('a filled honeypot is answered as a success, and nothing is stored or sent', async () => {
		const email = unique('robot')
		const answer = await rawRequest(`${server.url}/contacts`, {
			headers: { ...formHeaders, 'sec-fetch-site': 'same-origin' },
			body: contactBody(email, '&homepage=http%3A%2F%2Fspam.example'),
		})
		expect(answer.status).toBe(303)
		expect(answer.headers.location).toBe('/contacts#sent')
		expect(stored(email)).toBe(0)
		await new Promise((resolve) => setTimeout(resolve, 1000))
		expect(smtp.messages().filter((m) => m.to.includes(email))).toEqual([])
	})

	test('a post from another site is refused with 403, and nothing is stored', async () => {
		const email = unique('cross')
		for (const path of ['/contacts', '/zh-hans/get-involved/volunteer']) {
			const answer = await rawRequest(server.url + path, {
				headers: { ...formHeaders, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
				body: contactBody(email),
			})
			expect(answer.status).toBe(403)
		}
		expect(stored(email)).toBe(0)
		expect(rows('SELECT id FROM applications WHERE email = ?', email)).toEqual([])
	})

	test('the workspace pages answer no one who is not signed in', async () => {
		const page = await rawRequest(`${server.url}/admin/inbox`, { method: 'GET' })
		expect(page.status).toBe(302)
		expect(page.headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Finbox')
		const erase = await rawRequest(`${server.url}/admin/inbox`, {
			headers: { ...formHeaders, 'sec-fetch-site': 'same-origin' },
			body: 'id=1&intent=erase',
		})
		expect(erase.status).toBe(401)
		const csv = await rawRequest(`${server.url}/zh-hans/admin/applications/export.csv`, { method: 'GET' })
		expect(csv.status).toBe(302)
	})
})

test.describe('the rate limit', () => {
	let limited: TestServer
	test.beforeAll(async () => {
		limited = await startServer({ DATABASE_PATH: join(dir, 'limited.sqlite'), NEWSLETTER_RATE_LIMIT: '2' })
	})
	test.afterAll(async () => limited?.stop())

	test('past the limit a form answers 429 with Retry-After, and what was refused is not stored', async () => {
		const statuses: number[] = []
		for (let attempt = 0; attempt < 3; attempt++) {
			const answer = await rawRequest(`${limited.url}/contacts`, {
				headers: { ...formHeaders, 'sec-fetch-site': 'same-origin' },
				body: `topic=other&name=Many&email=${encodeURIComponent(`many${attempt}@example.org`)}&message=Hi`,
			})
			statuses.push(answer.status)
			if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
		}
		expect(statuses).toEqual([303, 303, 429])
		const db = new DatabaseSync(join(dir, 'limited.sqlite'), { readOnly: true })
		try {
			expect(db.prepare('SELECT email FROM reader_messages ORDER BY id').all()).toEqual([
				{ email: 'many0@example.org' },
				{ email: 'many1@example.org' },
			])
		} finally {
			db.close()
		}
	})
})
