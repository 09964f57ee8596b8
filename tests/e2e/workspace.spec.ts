import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { writeNewsManifest } from '#app/newsletter/campaigns/news-manifest.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { fixturePost, seedSubscribers } from '#tests/support/campaign-fixtures.ts'
import { rawRequest } from '#tests/support/http.ts'
import { startServer, startSmtpSink, type SmtpSink, type TestServer } from '#tests/support/processes.ts'
import { addStaff, contentApi, git, makeRepository, signInCookie, signInLinkPath } from '#tests/support/workspace.ts'
import { expect, test } from './site.ts'

/**
 * The staff workspace on the production server (issue 23): sign-in by
 * e-mailed link (caught by the test SMTP server), saves through Decap's proxy
 * protocol into a repository of its own (a copy of the project), the content
 * check, commits, publishing by a real build and the switch to it, undo, the
 * newsletter desk, and attacks on all of it.
 */
test.describe.configure({ mode: 'serial' })

let repo: string
let server: TestServer
let smtp: SmtpSink
let databasePath: string
const admin = 'ada@example.org'
const editor = 'ed@example.org'
const newsletterStaff = 'nell@example.org'

test.beforeAll(async () => {
	test.setTimeout(120_000)
	repo = makeRepository()
	databasePath = join(repo, 'data', 'test.sqlite')
	const db = openDatabase(databasePath)
	seedSubscribers(db, 40, { prefix: 'desk' })
	db.close()
	writeNewsManifest(
		join(repo, 'data'),
		[fixturePost('desk-news', { date: '2025-01-10' })],
		join(repo, 'data', 'news-posts.json'),
	)
	addStaff(repo, databasePath, admin, 'Ada Admin', 'admin')
	addStaff(repo, databasePath, editor, 'Ed Editor', 'editor')
	addStaff(repo, databasePath, newsletterStaff, 'Nell Newsletter', 'newsletter')
	smtp = await startSmtpSink()
	server = await startServer(
		{
			DATABASE_PATH: databasePath,
			SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
			MAIL_FROM: 'Workspace <workspace@example.org>',
			PUBLIC_BASE_URL: 'http://workspace.example',
			REPOSITORY_DIR: repo,
			BUILDS_DIR: join(repo, 'build-published'),
			NEWS_MANIFEST_PATH: join(repo, 'data', 'news-posts.json'),
			CAMPAIGN_GRACE_SECONDS: '1',
			CAMPAIGN_POLL_MS: '200',
			// One message every 20 seconds: the campaign stays "sending" while the test pauses and resumes it.
			CAMPAIGN_RATE_PER_MINUTE: '3',
		},
		{ cwd: repo },
	)
})

test.afterAll(async () => {
	await server?.stop()
	await smtp?.stop()
	if (repo) rmSync(repo, { recursive: true, force: true })
})

const query = <T>(sql: string) => {
	const db = new DatabaseSync(databasePath, { readOnly: true })
	try {
		return db.prepare(sql).all() as T[]
	} finally {
		db.close()
	}
}

test('a staffer signs in through the e-mailed link; the link works once', async ({ page }) => {
	await page.goto(`${server.url}/admin/publishing`)
	await expect(page).toHaveURL(/\/admin\/sign-in\?next=/)
	await page.getByRole('textbox', { name: 'E-mail address' }).fill(admin)
	await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
	await expect(page.getByRole('status')).toBeVisible()
	await expect.poll(() => signInLinkPath(smtp, admin)).not.toBeNull()
	const link = signInLinkPath(smtp, admin)!
	const mail = smtp.messages().find(({ to }) => to.includes(admin))!.mail
	expect(mail.headers.get('content-language')).toBe('en')
	await page.goto(`${server.url}${link}`)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page).toHaveURL(/\/admin\/publishing$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible()
	const cookie = (await page.context().cookies()).find((c) => c.name === 'staff_session')
	expect(cookie?.httpOnly).toBe(true)
	expect(cookie?.sameSite).toBe('Lax')
	// The same link again: refused, and it says so.
	const replay = await rawRequest(`${server.url}${link}`, { method: 'POST', body: '' })
	expect(replay.status).toBe(410)
	// An address that is not a staffer's gets the same answer, and no e-mail.
	const stranger = await rawRequest(`${server.url}/admin/sign-in`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: 'email=stranger%40example.org',
	})
	expect(stranger.status).toBe(200)
	await new Promise((resolve) => setTimeout(resolve, 500))
	expect(smtp.messages().filter(({ to }) => to.includes('stranger@example.org'))).toEqual([])
})

test('the workspace in Chinese: sign-in page, e-mail and pages in Simplified and Traditional', async ({ page }) => {
	await page.goto(`${server.url}/zh-hans/admin/sign-in`)
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
	await page.getByRole('textbox', { name: '电子邮箱' }).fill(editor)
	await page.getByRole('button', { name: '发送登录链接' }).click()
	await expect.poll(() => signInLinkPath(smtp, editor)).toMatch(/^\/zh-hans\/admin\/sign-in\//)
	const mail = smtp
		.messages()
		.filter(({ to }) => to.includes(editor))
		.at(-1)!.mail
	expect(mail.headers.get('content-language')).toBe('zh-Hans')
	await page.goto(`${server.url}${signInLinkPath(smtp, editor)}`)
	await page.getByRole('button', { name: '登录' }).click()
	await expect(page.getByRole('heading', { level: 1, name: '发布' })).toBeVisible()
	await page.goto(`${server.url}/zh-hant/admin/publishing`)
	await expect(page.getByRole('heading', { level: 1, name: '發佈' })).toBeVisible()
})

test('without a session, or from another site, or with the wrong role, nothing is read or written', async () => {
	const target = 'content/news/en/attack.md'
	const raw = '---\ntitle: Attack\n---\nBody\n'
	const save = {
		action: 'persistEntry',
		params: { dataFiles: [{ path: target, raw, slug: 'attack' }], assets: [], options: {} },
	}
	// Anonymous.
	expect((await contentApi(server, save)).status).toBe(401)
	expect(
		(await contentApi(server, { action: 'getEntry', params: { path: 'content/pages/en/privacy.md' } })).status,
	).toBe(401)
	// A made-up session cookie (fixation): nobody.
	expect((await contentApi(server, save, { cookie: `staff_session=${'a'.repeat(64)}` })).status).toBe(401)
	// Cross-site, with a real session.
	const editorCookie = await signInCookie(server, smtp, editor)
	const crossSite = await contentApi(server, save, {
		cookie: editorCookie,
		headers: { 'sec-fetch-site': 'cross-site' },
	})
	expect(crossSite.status).toBe(403)
	const otherOrigin = await contentApi(server, save, {
		cookie: editorCookie,
		headers: { origin: 'https://evil.example' },
	})
	expect(otherOrigin.status).toBe(403)
	// Wrong role: the newsletter staffer may not edit; the editor may not manage staff or the newsletter.
	const newsletterCookie = await signInCookie(server, smtp, newsletterStaff)
	expect((await contentApi(server, save, { cookie: newsletterCookie })).status).toBe(403)
	expect(
		(await rawRequest(`${server.url}/admin/staff`, { method: 'GET', headers: { cookie: editorCookie } })).status,
	).toBe(403)
	expect(
		(await rawRequest(`${server.url}/admin/newsletter`, { method: 'GET', headers: { cookie: editorCookie } })).status,
	).toBe(403)
	const invite = await rawRequest(`${server.url}/admin/staff`, {
		method: 'POST',
		headers: { cookie: editorCookie, 'content-type': 'application/x-www-form-urlencoded' },
		body: 'intent=invite&name=Eve&email=eve%40example.org&role=admin',
	})
	expect(invite.status).toBe(403)
	expect(query("SELECT email FROM staff WHERE email = 'eve@example.org'")).toEqual([])
	expect(existsSync(join(repo, target))).toBe(false)
})

test('paths outside content/ and public/media/, links out, and unsafe uploads are refused', async () => {
	const cookie = await signInCookie(server, smtp, editor)
	const head = git(repo, 'rev-parse', 'HEAD')
	symlinkSync('/etc', join(repo, 'content', 'escape'))
	try {
		for (const path of [
			'package.json',
			'../outside.md',
			'content/../package.json',
			'/etc/passwd',
			'content/escape/x.md',
			'public/media/../../server/start.ts',
		]) {
			const save = {
				action: 'persistEntry',
				params: { dataFiles: [{ path, raw: 'x', slug: 'x' }], assets: [], options: {} },
			}
			expect((await contentApi(server, save, { cookie })).status, path).toBe(403)
			expect((await contentApi(server, { action: 'getEntry', params: { path } }, { cookie })).status, path).toBe(403)
		}
		const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
			'base64',
		)
		const upload = (path: string, content: string) =>
			contentApi(
				server,
				{ action: 'persistMedia', params: { asset: { path, content, encoding: 'base64' } } },
				{ cookie },
			)
		expect((await upload('public/media/x.svg', svg)).status).toBe(415)
		expect((await upload('public/media/x.jpg', svg)).status).toBe(415)
		const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]).toString('base64')
		expect([413, 415]).toContain((await upload('public/media/big.jpg', big)).status)
		expect(existsSync(join(repo, 'public', 'media', 'x.svg'))).toBe(false)
	} finally {
		rmSync(join(repo, 'content', 'escape'))
	}
	expect(git(repo, 'rev-parse', 'HEAD')).toBe(head)
	expect(git(repo, 'status', '--porcelain', '--', 'content', 'public')).toBe('')
})

test('an invalid save is refused with the problem in the staffer’s language, and nothing is written', async () => {
	const cookie = await signInCookie(server, smtp, editor)
	const head = git(repo, 'rev-parse', 'HEAD')
	const file = 'content/pages/zh-hans/privacy.md'
	const before = readFileSync(join(repo, file), 'utf8')
	const broken = before.replace(/^title: .*$/m, 'title: ""')
	const save = {
		action: 'persistEntry',
		params: { dataFiles: [{ path: file, raw: broken, slug: 'privacy' }], assets: [], options: {} },
	}
	const english = await contentApi(server, save, { cookie })
	expect(english.status).toBe(422)
	expect(JSON.parse(english.body).error).toMatch(/^Not saved[\s\S]*content\/pages\/zh-hans\/privacy\.md › title/)
	const chinese = await contentApi(server, save, { cookie, language: 'zh-CN,zh;q=0.9' })
	expect(chinese.status).toBe(422)
	expect(JSON.parse(chinese.body).error).toMatch(/^没有保存/)
	expect(readFileSync(join(repo, file), 'utf8')).toBe(before)
	expect(git(repo, 'rev-parse', 'HEAD')).toBe(head)
})

test('an edit in English and Chinese is committed as the staffer, published by a rebuild, and undone', async ({
	page,
}) => {
	test.setTimeout(480_000)
	const cookie = await signInCookie(server, smtp, editor)
	const stamp = `${Date.now()}`
	const files = { en: 'content/pages/en/privacy.md', 'zh-hans': 'content/pages/zh-hans/privacy.md' }
	const raw = {
		en: readFileSync(join(repo, files.en), 'utf8').replace(/^title: .*$/m, `title: Privacy (edited ${stamp})`),
		'zh-hans': readFileSync(join(repo, files['zh-hans']), 'utf8').replace(
			/^title: .*$/m,
			`title: 隐私说明（修改 ${stamp}）`,
		),
	}
	const saved = Date.now()
	const answer = await contentApi(
		server,
		{
			action: 'persistEntry',
			params: {
				dataFiles: [
					{ path: files.en, raw: raw.en, slug: 'privacy' },
					{ path: files['zh-hans'], raw: raw['zh-hans'], slug: 'privacy' },
				],
				assets: [],
				options: { commitMessage: 'Update Pages “privacy” (CMS, Ed Editor)' },
			},
		},
		{ cookie },
	)
	expect(answer.status, answer.body).toBe(200)
	expect(git(repo, 'log', '-1', '--format=%an <%ae>|%s').trim()).toBe(
		'Ed Editor <ed@example.org>|Update Pages “privacy”',
	)
	const title = async (path: string) => {
		const response = await rawRequest(`${server.url}${path}`, { method: 'GET' })
		return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(response.body)?.[1] ?? ''
	}
	await expect.poll(() => title('/privacy'), { timeout: 420_000, intervals: [1000] }).toContain(`edited ${stamp}`)
	console.log(`save to live: ${((Date.now() - saved) / 1000).toFixed(1)} s`)
	expect(await title('/zh-hans/privacy')).toContain(`修改 ${stamp}`)
	expect(await title('/zh-hant/privacy')).toContain(`修改 ${stamp}`)

	// Undo from the publishing page.
	const [name, value] = cookie.split('=') as [string, string]
	await page.context().addCookies([{ name, value, url: server.url }])
	await page.goto(`${server.url}/admin/publishing`)
	await expect(page.getByRole('link', { name: '/privacy' }).first()).toBeVisible()
	await page.getByRole('button', { name: 'Undo “Update Pages “privacy””' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toBeVisible()
	expect(git(repo, 'log', '-1', '--format=%an|%s')).toMatch(/^Ed Editor\|Revert/)
	await expect.poll(() => title('/privacy'), { timeout: 420_000, intervals: [1000] }).not.toContain(stamp)
})

test('the newsletter desk: a campaign paused and resumed, a test copy, an export and an erasure', async ({ page }) => {
	test.setTimeout(120_000)
	const cookie = await signInCookie(server, smtp, newsletterStaff)
	const [name, value] = cookie.split('=') as [string, string]
	await page.context().addCookies([{ name, value, url: server.url }])
	await expect
		.poll(() => query<{ state: string }>('SELECT state FROM campaigns').map((row) => row.state), { timeout: 30_000 })
		.toEqual(['sending'])
	await page.goto(`${server.url}/admin/newsletter`)
	const campaign = page.locator('[data-campaign="desk-news"]')
	await campaign.getByRole('button', { name: 'Pause' }).click()
	await expect(page.getByRole('status')).toContainText('Done')
	expect(query<{ state: string }>('SELECT state FROM campaigns')).toEqual([{ state: 'paused' }])
	await page.locator('[data-campaign="desk-news"]').getByRole('button', { name: 'Resume' }).click()
	expect(query<{ state: string }>('SELECT state FROM campaigns')).toEqual([{ state: 'sending' }])
	// A test copy to the signed-in staffer.
	await page.locator('[data-campaign="desk-news"]').getByRole('button', { name: 'Send a test to me' }).click()
	await expect
		.poll(() =>
			smtp
				.messages()
				.some(
					({ to, mail }) => to.includes(newsletterStaff) && (mail.headers.get('subject') ?? '').startsWith('[Test]'),
				),
		)
		.toBe(true)
	// The export.
	const csv = await rawRequest(`${server.url}/admin/newsletter/export`, { method: 'GET', headers: { cookie } })
	expect(csv.headers['content-type']).toMatch(/text\/csv/)
	expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(41)
	// An erasure.
	await page.getByRole('textbox', { name: 'E-mail address' }).fill('desk.7@example.org')
	await page.getByRole('button', { name: 'Erase' }).click()
	await expect(page.getByRole('status')).toContainText('erased')
	expect(query("SELECT id FROM subscribers WHERE email = 'desk.7@example.org'")).toEqual([])
	const actions = query<{ action: string }>('SELECT action FROM audit_log').map((row) => row.action)
	expect(actions).toEqual(
		expect.arrayContaining([
			'campaign.pause',
			'campaign.resume',
			'campaign.test-send',
			'subscribers.export',
			'subscriber.erase',
		]),
	)
})

test('admins invite staff and cannot remove the last admin', async ({ page }) => {
	const cookie = await signInCookie(server, smtp, admin)
	const [name, value] = cookie.split('=') as [string, string]
	await page.context().addCookies([{ name, value, url: server.url }])
	await page.goto(`${server.url}/admin/staff`)
	await page.getByRole('textbox', { name: 'Name' }).fill('Iris Invited')
	await page.getByRole('textbox', { name: 'E-mail address' }).fill('iris@example.org')
	await page.getByRole('button', { name: 'Invite' }).click()
	await expect(page.getByRole('status')).toContainText('iris@example.org')
	await expect.poll(() => signInLinkPath(smtp, 'iris@example.org')).not.toBeNull()
	await page.getByRole('button', { name: 'Remove Ada Admin' }).click()
	await expect(page.getByRole('alert')).toContainText('last admin')
	expect(query("SELECT role FROM staff WHERE email = 'ada@example.org'")).toEqual([{ role: 'admin' }])
})

test('a failed build leaves the live site as it was and the workspace says why', async ({ page }) => {
	test.setTimeout(300_000)
	// A file written outside the editor, which only the whole site's check finds: a link to a page that does not exist.
	const file = join(repo, 'content', 'pages', 'en', 'privacy.md')
	writeFileSync(
		file,
		readFileSync(file, 'utf8').replace(/^## What we keep/m, '[broken](/no-such-page)\n\n## What we keep'),
	)
	git(repo, 'commit', '--quiet', '-am', 'A broken link, committed by hand')
	const cookie = await signInCookie(server, smtp, editor)
	const [name, value] = cookie.split('=') as [string, string]
	await page.context().addCookies([{ name, value, url: server.url }])
	await page.goto(`${server.url}/admin/publishing`)
	const live = (await rawRequest(`${server.url}/privacy`, { method: 'GET' })).body
	// Ask for a build of the broken content.
	await rawRequest(`${server.url}/admin/publishing`, {
		method: 'POST',
		headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
		body: 'intent=rebuild',
	})
	await expect
		.poll(
			async () => {
				await page.goto(`${server.url}/admin/publishing`)
				return page.locator('[data-state]').first().getAttribute('data-state')
			},
			{ timeout: 240_000, intervals: [2000] },
		)
		.toBe('failed')
	await expect(page.locator('pre')).toContainText('content/pages/en/privacy.md › ')
	expect((await rawRequest(`${server.url}/privacy`, { method: 'GET' })).body).toBe(live)
})
