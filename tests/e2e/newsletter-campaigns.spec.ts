import { spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { writeNewsManifest } from '#app/newsletter/campaigns/news-manifest.ts'
import { fixturePost, seedLocales, seedSubscribers } from '#tests/support/campaign-fixtures.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { formHeaders, rawRequest } from '#tests/support/http.ts'
import { startServer, startSmtpSink, type SmtpSink, type TestServer } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * News campaigns on the running production server (issue 12): the sender in
 * its worker thread, the real SMTP server process, subscribers seeded
 * straight into the database, posts given through a manifest file as the
 * build will write it. Short grace periods and a high rate come from the
 * environment.
 */
test.describe.configure({ mode: 'serial' })

const base = 'http://link.example'
const subjects = { en: 'Winter gathering', 'zh-hans': '冬季聚会', 'zh-hant': '冬季聚會' } as const
const langs = { en: 'en', 'zh-hans': 'zh-Hans', 'zh-hant': 'zh-Hant-HK' } as const
const accepted = (smtp: SmtpSink) => smtp.lines.filter((line) => line.startsWith('{')).length

function query<T>(path: string, sql: string, ...params: (string | number)[]): T[] {
	const db = new DatabaseSync(path, { readOnly: true })
	try {
		return db.prepare(sql).all(...params) as T[]
	} finally {
		db.close()
	}
}

function setUp(name: string, subscribers: number) {
	const dir = mkdtempSync(join(tmpdir(), `campaign-${name}-`))
	const databasePath = join(dir, 'newsletter.sqlite')
	const db = openDatabase(databasePath)
	seedSubscribers(db, subscribers, { prefix: name })
	db.close()
	return { dir, databasePath, manifestPath: join(dir, 'news-posts.json') }
}

function campaignEnv(
	paths: { databasePath: string; manifestPath: string },
	smtp: SmtpSink,
	extra: Record<string, string> = {},
) {
	return {
		DATABASE_PATH: paths.databasePath,
		NEWS_MANIFEST_PATH: paths.manifestPath,
		SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
		MAIL_FROM: 'Offer Love news <news@link.example>',
		PUBLIC_BASE_URL: base,
		CAMPAIGN_GRACE_SECONDS: '1',
		CAMPAIGN_POLL_MS: '100',
		...extra,
	}
}

test('300 subscribers in three languages: killed mid-send twice, every one gets their message in their language (at most one more copy of a message in flight at a kill), and one click unsubscribes', async () => {
	test.setTimeout(240_000)
	const paths = setUp('kill', 300)
	const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
	const keyFile = join(paths.dir, 'dkim.pem')
	writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }))
	writeNewsManifest(paths.dir, [fixturePost('winter-gathering', { date: '2025-01-10' })], paths.manifestPath)
	const smtp = await startSmtpSink()
	const env = campaignEnv(paths, smtp, {
		// 50 a second over 2 connections: about 6 s for everyone, time enough to kill the server twice.
		CAMPAIGN_RATE_PER_MINUTE: '3000',
		DKIM_DOMAIN: 'link.example',
		DKIM_SELECTOR: 'news',
		DKIM_PRIVATE_KEY_FILE: keyFile,
	})
	let server: TestServer | undefined
	try {
		for (const killAt of [80, 180]) {
			server = await startServer(env)
			await expect.poll(() => accepted(smtp), { timeout: 60_000, intervals: [20] }).toBeGreaterThanOrEqual(killAt)
			server.process.kill('SIGKILL')
			await server.stop()
			// Killed mid-send: some, not all, have their message.
			expect(accepted(smtp)).toBeLessThan(300)
		}
		server = await startServer(env)
		await server.waitFor(/\[campaigns\] Resuming after a stop|"winter-gathering": finished/)
		await server.waitFor(/"winter-gathering": finished; 300 sent, 0 failed/, 60_000)
		// Nothing more arrives after the end.
		await new Promise((resolve) => setTimeout(resolve, 500))

		const messages = smtp.messages()
		const perRecipient = new Map<string, typeof messages>()
		for (const message of messages) {
			expect(message.to).toHaveLength(1)
			perRecipient.set(message.to[0]!, [...(perRecipient.get(message.to[0]!) ?? []), message])
		}
		expect(perRecipient.size).toBe(300)
		// At least once (decisions/027): a message written out when the kill came, whose 250 was not recorded,
		// is sent again: at most one more copy each, at most one per connection per kill, with the same Message-ID.
		const repeated = [...perRecipient].filter(([, copies]) => copies.length !== 1)
		expect(repeated.length).toBeLessThanOrEqual(2 * 2)
		for (const [, copies] of repeated) {
			expect(copies).toHaveLength(2)
			expect(copies[1]!.mail.headers.get('message-id')).toBe(copies[0]!.mail.headers.get('message-id'))
		}
		expect(messages.length).toBe(300 + repeated.length)
		if (repeated.length) console.log(`Killed twice: ${repeated.length} message(s) arrived twice`)

		for (let i = 0; i < 300; i++) {
			const locale = seedLocales[i % 3]!
			const { mail } = perRecipient.get(`kill.${i}@example.org`)![0]!
			expect(mail.headers.get('content-language')).toBe(langs[locale])
			expect(mail.headers.get('subject')).toBe(
				`${subjects[locale]}${locale === 'en' ? ' (winter-gathering)' : '（winter-gathering）'}`,
			)
			const list = mail.headers.get('list-unsubscribe')!
			const prefix = locale === 'en' ? '' : `/${locale}`
			expect(list).toMatch(new RegExp(`^<${base}${prefix}/newsletter/unsubscribe/[\\da-f]{64}>$`))
			expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
			expect(mail.headers.get('dkim-signature')).toMatch(/h=[^;]*list-unsubscribe:list-unsubscribe-post/)
			expect(mail.text).toContain(list.slice(1, -1))
			expect(mail.html).toContain(list.slice(1, -1))
		}

		// Every link works: the one-click POST a mail provider sends (RFC 8058: no cookies, no Origin) removes the reader.
		const answers: number[] = []
		for (const [, [{ mail }]] of perRecipient as Map<string, [(typeof messages)[number]]>) {
			const path = new URL(mail.headers.get('list-unsubscribe')!.slice(1, -1)).pathname
			const answer = await rawRequest(server.url + path, { headers: formHeaders, body: 'List-Unsubscribe=One-Click' })
			answers.push(answer.status)
		}
		expect(answers.every((status) => status === 200)).toBe(true)
		expect(query(paths.databasePath, "SELECT count(*) AS n FROM subscribers WHERE email LIKE 'kill.%'")).toEqual([
			{ n: 0 },
		])
		expect(server.lines.join('\n')).not.toMatch(/kill\.\d+@example\.org/)
	} finally {
		await server?.stop()
		await smtp.stop()
		rmSync(paths.dir, { recursive: true, force: true })
	}
})

test('a mail server that stalls after DATA, then a stop: nothing is lost, and a stalled message comes at most once more', async () => {
	test.setTimeout(120_000)
	const paths = setUp('stall', 10)
	writeNewsManifest(paths.dir, [fixturePost('stalled-post', { date: '2025-01-10' })], paths.manifestPath)
	const stalling = await startSmtpSink('stall-after-data')
	const smtp = await startSmtpSink()
	let server: TestServer | undefined
	try {
		server = await startServer(campaignEnv(paths, stalling))
		// Both connections have written a whole message out and wait for an answer that never comes.
		await expect.poll(() => stalling.lines.filter((line) => line === 'stalled').length, { timeout: 30_000 }).toBe(2)
		await server.stop()
		// No message counts as sent without the server's 250.
		expect(
			query<{ n: number }>(paths.databasePath, "SELECT count(*) AS n FROM campaign_recipients WHERE state = 'sent'"),
		).toEqual([{ n: 0 }])

		server = await startServer(campaignEnv(paths, smtp))
		await server.waitFor(/"stalled-post": finished; 10 sent, 0 failed/, 60_000)
		const received = smtp.messages().map(({ to }) => to[0])
		expect(new Set(received).size).toBe(10)
		expect(received).toHaveLength(10)
		// The two the stalled server read may also have reached their readers from it: at most one more copy each.
		const stalled = stalling.lines.filter((line) => line === 'stalled').length
		expect(received.length + stalled).toBeLessThanOrEqual(10 + 2)
	} finally {
		await server?.stop()
		await stalling.stop()
		await smtp.stop()
		rmSync(paths.dir, { recursive: true, force: true })
	}
})

test('switching the post off inside the grace period sends nothing', async () => {
	test.setTimeout(60_000)
	const paths = setUp('grace', 30)
	const smtp = await startSmtpSink()
	const server = await startServer(campaignEnv(paths, smtp, { CAMPAIGN_GRACE_SECONDS: '3' }))
	try {
		writeNewsManifest(paths.dir, [fixturePost('second-thoughts', { date: '2025-01-10' })], paths.manifestPath)
		await server.waitFor(/"second-thoughts": switched on; sending starts at/)
		writeNewsManifest(
			paths.dir,
			[fixturePost('second-thoughts', { date: '2025-01-10', sendToSubscribers: false })],
			paths.manifestPath,
		)
		await server.waitFor(/"second-thoughts": cancelled before sending \(the post was switched off\); nothing was sent/)
		// Well past the end of the grace period.
		await new Promise((resolve) => setTimeout(resolve, 4000))
		expect(accepted(smtp)).toBe(0)
		expect(query(paths.databasePath, 'SELECT state, cancelled_by, started_at FROM campaigns')).toEqual([
			{ state: 'cancelled', cancelled_by: 'post', started_at: null },
		])
		expect(query(paths.databasePath, 'SELECT count(*) AS n FROM campaign_recipients')).toEqual([{ n: 0 }])
	} finally {
		await server.stop()
		await smtp.stop()
		rmSync(paths.dir, { recursive: true, force: true })
	}
})

test('operators: status, pause, resume, cancel, a test send and a preview from the command line', async () => {
	test.setTimeout(90_000)
	const paths = setUp('cli', 200)
	writeNewsManifest(paths.dir, [fixturePost('cli-post', { date: '2025-01-10' })], paths.manifestPath)
	const smtp = await startSmtpSink()
	// Slow enough (10 a second, 20 s for all) to be paused and cancelled part of the way through.
	const env = campaignEnv(paths, smtp, { CAMPAIGN_RATE_PER_MINUTE: '600' })
	const cli = (...args: string[]) =>
		spawnSync(process.execPath, ['server/command.ts', 'campaigns', ...args], {
			env: { ...process.env, ...env },
			encoding: 'utf8',
		})
	const server = await startServer(env)
	try {
		await expect.poll(() => accepted(smtp), { timeout: 30_000 }).toBeGreaterThanOrEqual(5)
		const paused = cli('pause', 'cli-post')
		expect(paused.stdout).toContain('is paused')
		await new Promise((resolve) => setTimeout(resolve, 600))
		const atPause = accepted(smtp)
		await new Promise((resolve) => setTimeout(resolve, 1000))
		expect(accepted(smtp)).toBe(atPause)
		const status = cli('status')
		expect(status.status).toBe(0)
		expect(status.stdout).toMatch(/cli-post\s+paused\s+started \S+\s+\d+\s+0\s+\d+\s+0\s+paused by the operator/)
		expect(cli('resume', 'cli-post').stdout).toContain('is resumed (now sending)')
		await expect.poll(() => accepted(smtp), { timeout: 30_000 }).toBeGreaterThan(atPause)
		const cancelled = cli('cancel', 'cli-post')
		expect(cancelled.stderr).toBe('')
		expect(cancelled.stdout).toContain('is cancelled')
		await new Promise((resolve) => setTimeout(resolve, 600))
		const atCancel = accepted(smtp)
		await new Promise((resolve) => setTimeout(resolve, 1000))
		expect(accepted(smtp)).toBe(atCancel)
		expect(atCancel).toBeLessThan(200)
		const wrong = cli('resume', 'cli-post')
		expect(wrong.status).toBe(1)
		expect(wrong.stderr).toContain('is cancelled: it cannot resume')
		expect(cli('pause', 'no-such-post').stderr).toContain('No campaign for the post "no-such-post"')

		const before = accepted(smtp)
		const sent = cli('test-send', 'cli-post', 'editor@example.org', '--lang', 'zh-hant')
		expect(sent.stderr).toBe('')
		expect(sent.stdout).toMatch(/Sent a test copy of "cli-post" \(zh-hant\) to e\*\*\*@e\*\*\*\.org/)
		await expect.poll(() => accepted(smtp)).toBe(before + 1)
		const testCopy = smtp.messages().at(-1)!
		expect(testCopy.to).toEqual(['editor@example.org'])
		expect(testCopy.mail.headers.get('subject')).toBe('[Test] 冬季聚會（cli-post）')

		const out = join(paths.dir, 'preview')
		const preview = cli('preview', 'cli-post', '--out', out)
		expect(preview.status).toBe(0)
		for (const locale of seedLocales) {
			expect(existsSync(`${out}-${locale}.html`)).toBe(true)
			expect(readFileSync(`${out}-${locale}.txt`, 'utf8')).toContain(subjects[locale])
		}
		expect(cli('preview', 'cli-post', '--lang', 'fr').stderr).toContain('--lang must be one of')
	} finally {
		await server.stop()
		await smtp.stop()
		rmSync(paths.dir, { recursive: true, force: true })
	}
})
