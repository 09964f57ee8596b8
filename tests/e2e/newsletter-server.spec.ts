import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { formHeaders, rawRequest, signUpBody } from '#tests/support/http.ts'
import { startServer, startSmtpSink, type SmtpSink, type TestServer } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * The sign-up against the running production server: each group starts its
 * own server (free port, temporary database) and, for mail, a real SMTP
 * server process. Requests are raw HTTP, the way forms, robots and
 * attackers send them.
 */
test.describe.configure({ mode: 'serial' })

const resultOf = (html: string) => /data-result="([^"]+)"/.exec(html)?.[1]
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]
const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.org`

function readDb<T>(path: string, query: string, ...params: string[]): T[] {
	const db = new DatabaseSync(path, { readOnly: true })
	try {
		return db.prepare(query).all(...params) as T[]
	} finally {
		db.close()
	}
}

test.describe('sign-up on a running server, with mail through a local SMTP server', () => {
	let dir: string
	let smtp: SmtpSink
	let server: TestServer
	let databasePath: string

	test.beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'newsletter-e2e-'))
		databasePath = join(dir, 'newsletter.sqlite')
		smtp = await startSmtpSink()
		server = await startServer({
			DATABASE_PATH: databasePath,
			SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
			MAIL_FROM: 'Newsletter test <newsletter@example.org>',
			PUBLIC_BASE_URL: 'http://link.example',
		})
	})
	test.afterAll(async () => {
		await server?.stop()
		await smtp?.stop()
		rmSync(dir, { recursive: true, force: true })
	})

	const post = (path: string, body: string, headers: Record<string, string> = {}) =>
		rawRequest(server.url + path, { headers: { ...formHeaders, ...headers }, body })
	const subscriber = (email: string) =>
		readDb<{ status: string; locale: string; source_page: string }>(
			databasePath,
			'SELECT status, locale, source_page FROM subscribers WHERE email = ?',
			email,
		)[0]
	const mailTo = async (email: string) => {
		await expect.poll(() => smtp.messages().filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1)
		return smtp.messages().find((m) => m.to.includes(email))!.mail
	}

	test('a valid sign-up is stored, answered in the form’s language, and confirmed through the e-mail', async () => {
		const email = unique('li.wei')
		const answer = await post('/zh-hans/newsletter', signUpBody(` ${email.toUpperCase()} `), {
			'sec-fetch-site': 'same-origin',
		})
		// Post/Redirect/Get: the browser is sent to a page in the same language (a reload never posts again),
		// which offers the way back to the page the form sat on.
		expect(answer.status).toBe(303)
		expect(answer.headers.location).toBe('/zh-hans/newsletter/check-your-inbox?from=%2Fdreamer')
		const landing = await rawRequest(server.url + answer.headers.location, { method: 'GET' })
		expect(landing.status).toBe(200)
		expect(resultOf(landing.body)).toBe('subscribed')
		expect(langOf(landing.body)).toBe('zh-Hans')
		expect(landing.body).toMatch(/<a href="\/zh-hans\/dreamer" data-way-back="">/)
		expect(subscriber(email)).toEqual({ status: 'pending', locale: 'zh-hans', source_page: '/dreamer' })

		const mail = await mailTo(email)
		expect(mail.headers.get('content-language')).toBe('zh-Hans')
		expect(mail.headers.get('subject')).toMatch(/请确认订阅/)
		expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
		expect(mail.headers.get('list-unsubscribe')).toMatch(
			/^<http:\/\/link\.example\/zh-hans\/newsletter\/unsubscribe\/[\da-f]{64}>$/,
		)
		expect(mail.text).toContain('7 天内')
		expect(mail.text + mail.html).not.toContain(email)
		const confirmPath = /http:\/\/link\.example(\/zh-hans\/newsletter\/confirm\/[\da-f]{64})/.exec(mail.text)![1]!
		expect(mail.html).toContain(confirmPath)

		// A scanner fetching the link confirms nothing; it sees a page with a button.
		const fetched = await rawRequest(server.url + confirmPath, { method: 'GET' })
		expect(fetched.status).toBe(200)
		expect(fetched.body).toContain('data-state="ask"')
		expect(fetched.body).toContain('noindex')
		expect(subscriber(email)!.status).toBe('pending')

		// A person following it is subscribed at once.
		const followed = await rawRequest(server.url + confirmPath, {
			method: 'GET',
			headers: { 'sec-fetch-user': '?1', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
		})
		expect(followed.status).toBe(200)
		expect(langOf(followed.body)).toBe('zh-Hans')
		expect(subscriber(email)!.status).toBe('confirmed')

		// The link is single-use: it now only says so.
		const again = await post(confirmPath, '')
		expect(again.status).toBe(200)
		expect(subscriber(email)!.status).toBe('confirmed')

		// The operator's export lists the address, with its unsubscribe link.
		const exported = spawnSync(process.execPath, ['server/command.ts', 'subscribers', 'export'], {
			env: { ...process.env, DATABASE_PATH: databasePath, PUBLIC_BASE_URL: 'http://link.example' },
			encoding: 'utf8',
		})
		expect(exported.status).toBe(0)
		const unsubscribeUrl = mail.headers.get('list-unsubscribe')!.slice(1, -1)
		expect(exported.stdout).toContain(`"${email}","zh-hans","/dreamer"`)
		expect(exported.stdout).toContain(unsubscribeUrl)
	})

	test('one-click unsubscribe (RFC 8058) from the List-Unsubscribe header deletes the address', async () => {
		const email = unique('one.click')
		await post('/newsletter', signUpBody(email))
		const mail = await mailTo(email)
		const unsubscribePath = new URL(mail.headers.get('list-unsubscribe')!.slice(1, -1)).pathname
		// As a mail provider sends it: no cookies, no Origin, from its own servers.
		const answer = await post(unsubscribePath, 'List-Unsubscribe=One-Click')
		expect(answer.status).toBe(200)
		expect(subscriber(email)).toBeUndefined()
		const again = await post(unsubscribePath, 'List-Unsubscribe=One-Click')
		expect(again.status).toBe(404)
	})

	test('a repeat sign-up gets the identical answer, and a robot filling the trap gets it too', async () => {
		const email = unique('repeat')
		const first = await post('/newsletter', signUpBody(email))
		const second = await post('/newsletter', signUpBody(email))
		const robot = await post('/newsletter', signUpBody(unique('robot'), 'https%3A%2F%2Fspam.example'))
		expect(first.status).toBe(303)
		for (const answer of [second, robot]) {
			expect(answer.status).toBe(first.status)
			expect(answer.headers.location).toBe(first.headers.location)
			expect(answer.body).toBe(first.body)
		}
		// With JavaScript the answer is data; it is the same for all of them too.
		const data = await Promise.all(
			[email, unique('robot')].map((address, index) =>
				post('/newsletter.data', signUpBody(address, index ? 'spam' : '')).then((r) => [r.status, r.body]),
			),
		)
		expect(data[0]![0]).toBe(200)
		expect(data[1]).toEqual(data[0])
		await mailTo(email)
		expect(readDb(databasePath, "SELECT 1 FROM subscribers WHERE email LIKE 'robot.%'")).toEqual([])
		expect(smtp.messages().filter((m) => m.to.some((to) => to.startsWith('robot.')))).toEqual([])
	})

	test('invalid input is refused with 400 or 422, the problem named, nothing stored', async () => {
		const before = readDb(databasePath, 'SELECT email FROM subscribers').length
		const cases: [string, Record<string, string>, number, string][] = [
			[signUpBody('Jane <jane@example.org>'), {}, 422, 'display-name'],
			[signUpBody('a@example.org, b@example.org'), {}, 422, 'several-addresses'],
			[signUpBody('"jane"@example.org'), {}, 422, 'quotes'],
			[signUpBody('jane@example.org\r\nBcc: x@example.org'), {}, 422, 'control-characters'],
			[signUpBody('jane@example'), {}, 422, 'invalid'],
			['email=a%40example.org&email=b%40example.org', {}, 400, 'repeated-field'],
			['homepage=', {}, 400, 'missing-field'],
			['email=%FF%40example.org', {}, 400, 'encoding'],
			['{"email":"a@example.org"}', { 'content-type': 'application/json' }, 400, 'content-type'],
		]
		for (const [body, headers, status, code] of cases) {
			const answer = await post('/newsletter', body, headers)
			expect({ body, status: answer.status, code: resultOf(answer.body) }).toEqual({ body, status, code })
		}
		expect(readDb(databasePath, 'SELECT email FROM subscribers')).toHaveLength(before)
	})

	test('cross-site posts are refused with 403', async () => {
		const email = unique('cross')
		for (const headers of [
			{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } as Record<string, string>,
			{ origin: 'https://evil.example' },
			{ origin: 'null' },
		]) {
			const answer = await post('/newsletter', signUpBody(email), headers)
			expect(answer.status).toBe(403)
			expect(resultOf(answer.body)).toBe('cross-site')
		}
		// Our own pages send Referrer-Policy: no-referrer, so a browser says `Origin: null` with Sec-Fetch-Site.
		const own = await post('/newsletter', signUpBody(email), { origin: 'null', 'sec-fetch-site': 'same-origin' })
		expect(own.status).toBe(303)
		expect(subscriber(email)).toBeDefined()
	})

	test('bodies over 8 KB are refused with 413 before parsing, chunked ones too', async () => {
		const big = signUpBody(`${'a'.repeat(9000)}@example.org`)
		const declared = await post('/newsletter', big)
		expect(declared.status).toBe(413)
		expect(declared.headers.connection).toBe('close')
		const chunked = await rawRequest(`${server.url}/newsletter`, {
			headers: formHeaders,
			chunks: Array.from({ length: 10 }, () => Buffer.from('a'.repeat(1000))),
		})
		expect(chunked.status).toBe(413)
		const huge = await rawRequest(`${server.url}/zh-hant/newsletter`, {
			headers: formHeaders,
			chunks: Array.from({ length: 64 }, () => Buffer.alloc(16 * 1024, 'a')),
		})
		expect(huge.status).toBe(413)
		expect(langOf(huge.body)).toBe('zh-Hant-HK')
		// Other spellings of the address reach the same action, and the same limit.
		const shouted = await post('/NEWSLETTER', big)
		expect(shouted.status).toBe(413)
		const small = await rawRequest(`${server.url}/newsletter`, {
			headers: formHeaders,
			chunks: [Buffer.from(signUpBody(unique('chunked')))],
		})
		expect(small.status).toBe(303)
	})

	test('addresses never appear in the server’s log', () => {
		const log = server.lines.join('\n')
		expect(log).not.toMatch(/[a-z0-9.]+\.\d+@example\.org/)
	})
})

test.describe('the rate limit', () => {
	test('allows 20 sign-ups in 10 minutes per client (a group on one Wi-Fi), then answers 429 with a message; proxy headers are not trusted', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'newsletter-rate-'))
		const server = await startServer({ DATABASE_PATH: join(dir, 'db.sqlite'), NEWSLETTER_RATE_LIMIT: '' })
		try {
			const statuses: number[] = []
			for (let i = 0; i < 22; i++) {
				const answer = await rawRequest(`${server.url}/zh-hans/newsletter`, {
					headers: { ...formHeaders, 'x-forwarded-for': `198.51.100.${i}` },
					body: signUpBody(unique(`rate${i}`)),
				})
				statuses.push(answer.status)
				if (answer.status === 429) {
					expect(resultOf(answer.body)).toBe('rate-limited')
					expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
					expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(600)
				}
			}
			expect(statuses).toEqual([...Array<number>(20).fill(303), 429, 429])
		} finally {
			await server.stop()
			rmSync(dir, { recursive: true, force: true })
		}
	})
})

test.describe('durability', () => {
	test('every sign-up answered with success survives SIGKILL mid-burst, and the database is intact', async () => {
		test.setTimeout(120_000)
		const dir = mkdtempSync(join(tmpdir(), 'newsletter-kill-'))
		const databasePath = join(dir, 'db.sqlite')
		const server = await startServer({ DATABASE_PATH: databasePath })
		const succeeded: string[] = []
		let sent = 0
		let killed = false
		const worker = async () => {
			while (!killed && sent < 2000) {
				const email = `burst.${sent++}@example.org`
				try {
					const answer = await rawRequest(`${server.url}/newsletter`, { headers: formHeaders, body: signUpBody(email) })
					if (answer.status === 303) succeeded.push(email)
				} catch {
					// The server died under this request: no answer, no promise made.
				}
				if (succeeded.length >= 150 && !killed) {
					killed = true
					server.process.kill('SIGKILL')
				}
			}
		}
		await Promise.all(Array.from({ length: 16 }, worker))
		await server.stop()
		expect(killed).toBe(true)
		expect(succeeded.length).toBeGreaterThanOrEqual(150)

		const restarted = await startServer({ DATABASE_PATH: databasePath })
		const after = await rawRequest(`${restarted.url}/newsletter`, {
			headers: formHeaders,
			body: signUpBody(unique('after-restart')),
		})
		expect(after.status).toBe(303)
		await restarted.stop()

		const stored = new Set(readDb<{ email: string }>(databasePath, 'SELECT email FROM subscribers').map((r) => r.email))
		expect(succeeded.filter((email) => !stored.has(email))).toEqual([])
		expect(readDb<{ integrity_check: string }>(databasePath, 'PRAGMA integrity_check')).toEqual([
			{ integrity_check: 'ok' },
		])
		rmSync(dir, { recursive: true, force: true })
	})
})

async function expectSignUpUnavailable(server: TestServer) {
	const answer = await rawRequest(`${server.url}/zh-hans/newsletter`, {
		headers: formHeaders,
		body: signUpBody(unique('unavailable')),
	})
	expect(answer.status).toBe(503)
	expect(resultOf(answer.body)).toBe('unavailable')
	expect(answer.headers['retry-after']).toBeDefined()
	for (const path of ['/', '/aboutus', '/zh-hans/privacy', '/newsletter']) {
		const page = await rawRequest(server.url + path, { method: 'GET' })
		expect(page.status, path).toBe(200)
	}
	const link = await rawRequest(`${server.url}/newsletter/confirm/${'a'.repeat(64)}`, { method: 'GET' })
	expect(link.status).toBe(503)
	expect(server.lines.join('\n')).not.toMatch(/unavailable\.\d+@/)
}

test.describe('a database that cannot be used', () => {
	test('missing (cannot be created): sign-up answers 503, pages still load', async () => {
		// A path below a file: no folder, and so no database, can be created there.
		const server = await startServer({ DATABASE_PATH: '/dev/null/newsletter/db.sqlite' })
		try {
			await expectSignUpUnavailable(server)
			expect(server.lines.join('\n')).toMatch(/Sign-ups will answer 503/)
		} finally {
			await server.stop()
		}
	})

	test('read-only: sign-up answers 503, pages still load', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'newsletter-readonly-'))
		const databasePath = join(dir, 'db.sqlite')
		// Create the database, then take write permission away (run the server as `nobody` when tests run as root).
		const first = await startServer({ DATABASE_PATH: databasePath })
		await first.stop()
		spawnSync('chmod', ['0444', databasePath])
		spawnSync('chmod', ['0555', dir])
		const asRoot = process.getuid?.() === 0
		const server = await startServer({ DATABASE_PATH: databasePath }, asRoot ? { uid: 65534 } : {})
		try {
			await expectSignUpUnavailable(server)
		} finally {
			await server.stop()
			spawnSync('chmod', ['0755', dir])
			rmSync(dir, { recursive: true, force: true })
		}
	})
})
