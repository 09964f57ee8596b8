import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Browser, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { copyContent } from '#scripts/content/sample-records.ts'
import { formHeaders, rawRequest } from '#tests/support/http.ts'
import type { ParsedMail } from '#tests/support/mail.ts'
import { startServer, startSmtpSink, type SmtpSink, type TestServer } from '#tests/support/processes.ts'
import { writeRegistrationEvents } from '#tests/support/registration-events.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * Event registration on the production server, built from a copy of the
 * content with two test events (tests/support/registration-events.ts): one
 * place, so the second registrant waits and moves up when the first cancels.
 * Mail goes to a local SMTP server; links are followed in the browser, with
 * and without JavaScript, in English and Chinese.
 */
test.describe.configure({ mode: 'serial' })

let dir: string
let server: TestServer
let smtp: SmtpSink
let databasePath: string

test.beforeAll(async () => {
	test.setTimeout(600_000)
	// Inside the project (git-ignored /build-*/): the server build imports its packages from node_modules.
	dir = mkdtempSync(join(process.cwd(), 'build-e2e-registration-'))
	const contentDir = join(dir, 'content')
	copyContent('content', contentDir)
	writeRegistrationEvents(contentDir, new Date())
	const build = spawnSync('npx', ['react-router', 'build'], {
		env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: join(dir, 'build') },
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	})
	if (build.status !== 0) throw new Error(`The build with test events failed:\n${build.stdout}\n${build.stderr}`)
	databasePath = join(dir, 'newsletter.sqlite')
	smtp = await startSmtpSink()
	server = await startServer({
		BUILD_DIR: join(dir, 'build'),
		DATABASE_PATH: databasePath,
		SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
		MAIL_FROM: 'Events test <events@example.org>',
		PUBLIC_BASE_URL: 'http://link.example',
		NEWSLETTER_RATE_LIMIT: '30',
	})
})

test.afterAll(async () => {
	await server?.stop()
	await smtp?.stop()
	if (dir) rmSync(dir, { recursive: true, force: true })
})

const rows = () => {
	const db = new DatabaseSync(databasePath, { readOnly: true })
	try {
		return db.prepare('SELECT email, status, locale FROM registrations ORDER BY id').all() as {
			email: string
			status: string
			locale: string
		}[]
	} finally {
		db.close()
	}
}

/** The mails to `email` whose subject contains `subject`, once there is one. */
async function mailTo(email: string, subject: RegExp): Promise<ParsedMail> {
	const find = () =>
		smtp.messages().find((m) => m.to.includes(email) && subject.test(m.mail.headers.get('subject') ?? ''))
	await expect.poll(() => Boolean(find()), { timeout: 20_000 }).toBe(true)
	return find()!.mail
}

/** A link of an e-mail, on the test server. */
const linkIn = (mail: ParsedMail, kind: 'confirm' | 'cancel') => {
	const link = new RegExp(`http://link\\.example((?:/zh-han[st])?/events/registration/${kind}/[0-9a-f]{64})`).exec(
		mail.text,
	)
	if (!link) throw new Error(`No ${kind} link in:\n${mail.text}`)
	return server.url + link[1]
}

/** Opens an e-mail's link; a page that asks first (a link checker's view) gets its button pressed. */
async function follow(page: Page, url: string) {
	await page.goto(url)
	const button = page.locator('main form button[type="submit"]')
	if (await button.count()) await Promise.all([page.waitForURL(url), button.click()])
}

async function register(
	page: Page,
	path: string,
	{ name, email, firstTime }: { name: string; email: string; firstTime: string },
) {
	await page.goto(server.url + path)
	const form = page.getByRole('region', { name: /Register|报名/ })
	await form.getByLabel(/Your name|您的姓名/).fill(name)
	await form.getByLabel(/Your e-mail address|您的邮箱/).fill(email)
	await form.getByRole('radio', { name: firstTime }).check()
	await form.getByRole('button').click()
	await expect(page.locator('#registration-message')).toHaveAttribute('data-code', 'registered')
}

const contextWith = (browser: Browser, javaScriptEnabled: boolean) => browser.newContext({ javaScriptEnabled })

test('English, without JavaScript: register, confirm by e-mail, get the .ics; the event is then full', async ({
	browser,
}) => {
	const context = await contextWith(browser, false)
	const page = await context.newPage()
	await page.goto(`${server.url}/events/registration-test`)
	await expect(page.getByText('Places left: 1')).toBeVisible()

	await register(page, '/events/registration-test', { name: 'Ann Lee', email: 'ann@example.org', firstTime: 'Yes' })
	// Unconfirmed: no place taken yet.
	expect(rows()).toEqual([{ email: 'ann@example.org', status: 'pending', locale: 'en' }])
	await page.goto(`${server.url}/events/registration-test`)
	await expect(page.getByText('Places left: 1')).toBeVisible()

	await follow(page, linkIn(await mailTo('ann@example.org', /Please confirm/), 'confirm'))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are registered')
	const confirmed = await mailTo('ann@example.org', /You are registered/)
	const ics = confirmed.attachments.find((file) => file.filename === 'registration-test.ics')!
	const event = new ICAL.Event(ICAL.Component.fromString(ics.content).getFirstSubcomponent('vevent')!)
	expect(event.summary).toBe('Registration test workshop')
	expect(linkIn(confirmed, 'cancel')).toContain('/events/registration/cancel/')

	await page.goto(`${server.url}/events/registration-test`)
	await expect(page.locator('[data-registration]')).toHaveAttribute('data-registration', 'full')
	await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeVisible()
	await context.close()
})

test('Chinese, with JavaScript: a second registrant waits, and moves up when the first cancels', async ({
	browser,
}) => {
	const context = await contextWith(browser, true)
	const page = await context.newPage()
	// (axe needs JavaScript: the pages are checked here.)
	await page.goto(`${server.url}/zh-hans/events/registration-test`)
	await expect(page.locator('[data-registration]')).toHaveAttribute('data-registration', 'full')
	expect(await axeViolations(page)).toEqual([])
	await register(page, '/zh-hans/events/registration-test', {
		name: '王明',
		email: 'ming@example.org',
		firstTime: '否',
	})
	await follow(page, linkIn(await mailTo('ming@example.org', /请确认您的报名/), 'confirm'))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('您已进入候补名单')
	await mailTo('ming@example.org', /候补名单/)
	expect(rows().map((row) => [row.email, row.status, row.locale])).toEqual([
		['ann@example.org', 'confirmed', 'en'],
		['ming@example.org', 'waiting', 'zh-hans'],
	])

	// The first registrant cancels, from the link in their e-mail (in English).
	await follow(page, linkIn(await mailTo('ann@example.org', /You are registered/), 'cancel'))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your registration is cancelled')
	const promoted = await mailTo('ming@example.org', /您获得了名额/)
	expect(promoted.headers.get('content-language')).toBe('zh-Hans')
	const ics = promoted.attachments.find((file) => file.filename === 'registration-test.ics')!
	expect(new ICAL.Event(ICAL.Component.fromString(ics.content).getFirstSubcomponent('vevent')!).summary).toBe(
		'报名测试工作坊',
	)
	expect(rows().map((row) => [row.email, row.status])).toEqual([['ming@example.org', 'confirmed']])
	await context.close()
})

test('Chinese, without JavaScript: a missing answer is named and the words kept; a closed event shows no form', async ({
	browser,
}) => {
	const context = await contextWith(browser, false)
	const page = await context.newPage()
	await page.goto(`${server.url}/zh-hans/events/registration-test`)
	const form = page.getByRole('region', { name: '报名' })
	await form.getByLabel('您的姓名').fill('李华')
	await form.getByLabel('您的邮箱').fill('not-an-address')
	await form.getByRole('button').click()
	await expect(page.locator('#registration-message')).toHaveAttribute('data-code', 'invalid')
	await expect(page.getByLabel('您的姓名')).toHaveValue('李华')
	await expect(page.getByLabel('您的邮箱')).toHaveAttribute('aria-invalid', 'true')

	await page.goto(`${server.url}/zh-hans/events/registration-closed`)
	await expect(page.locator('[data-registration]')).toHaveAttribute('data-registration', 'closed')
	await expect(page.getByText('报名已截止', { exact: true })).toBeVisible()
	await expect(page.locator('form[action$="/register"]')).toHaveCount(0)
	await context.close()
})

const post = (body: string, headers: Record<string, string> = {}) =>
	rawRequest(`${server.url}/events/registration-test/register`, { headers: { ...formHeaders, ...headers }, body })
const body = (email: string, trap = '') =>
	`name=Robot&email=${encodeURIComponent(email)}&homepage=${trap}&q-first-time=yes&q-diet=`

test.describe('abuse', () => {
	test('a filled honeypot gets the normal answer and nothing is stored or sent', async () => {
		const answer = await post(body('robot@example.org', 'http%3A%2F%2Fspam.example'), {
			'sec-fetch-site': 'same-origin',
		})
		expect(answer.status).toBe(200)
		expect(answer.body).toContain('data-code="registered"')
		expect(rows().some((row) => row.email === 'robot@example.org')).toBe(false)
	})

	test('a cross-site post is refused with 403 and nothing stored', async () => {
		const attempts: Record<string, string>[] = [
			{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
			{ origin: 'https://evil.example' },
		]
		for (const headers of attempts) {
			const answer = await post(body('victim@example.org'), headers)
			expect(answer.status).toBe(403)
		}
		expect(rows().some((row) => row.email === 'victim@example.org')).toBe(false)
	})

	test('too many tries from one address are refused with 429 and Retry-After', async () => {
		const statuses: number[] = []
		for (let n = 0; n < 32; n++) statuses.push((await post(body(`many${n}@example.org`))).status)
		expect(statuses).toContain(429)
		const refused = await post(body('late@example.org'))
		expect(refused.status).toBe(429)
		expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
	})

	test('the workspace’s registration pages need a signed-in staffer', async () => {
		const page = await rawRequest(`${server.url}/admin/events`, { method: 'GET' })
		expect(page.status).toBe(302)
		expect(page.headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Fevents')
		const csv = await rawRequest(`${server.url}/zh-hans/admin/events/registration-test/registrants.csv`, {
			method: 'GET',
		})
		expect(csv.status).toBe(302)
	})
})
