import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { writeNewsManifest } from '#app/newsletter/campaigns/news-manifest.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { fixturePost, seedSubscribers } from '#tests/support/campaign-fixtures.ts'
import { formHeaders, rawRequest } from '#tests/support/http.ts'
import { startServer, startSmtpSink, type SmtpSink, type TestServer } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * The production install (README, "Production install"): the build and the
 * few files plain Node runs, with `npm ci --omit=dev`. No development
 * dependency is there (no Vite, no OpenCC), and it serves the pages, takes a
 * sign-up, sends a news campaign and runs an operator command (issue 24).
 */
test.describe.configure({ mode: 'serial' })

/** What a production install holds: the lockfile's runtime packages, the build, and the server's plain-Node files. */
export const productionFiles = [
	'package.json',
	'package-lock.json',
	'build',
	'server/start.ts',
	'server/command.ts',
	'server/build-output.ts',
	'scripts/preflight.mjs',
]

let dir: string
let node: string

test.beforeAll(() => {
	test.setTimeout(300_000)
	dir = mkdtempSync(join(tmpdir(), 'production-install-'))
	for (const file of productionFiles) cpSync(file, join(dir, file), { recursive: true })
	const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
		cwd: dir,
		encoding: 'utf8',
		env: { ...process.env, NODE_ENV: 'production' },
	})
	expect(install.status, install.stderr).toBe(0)
	node = join(dir, 'node_modules', '.bin', 'node')
})

test.afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('holds no development dependency, and brings its own Node 24', () => {
	// (TypeScript may be there: @react-router/node names it as a peer.)
	for (const tool of ['vite', 'opencc-js', '@react-router/dev', 'vitest', 'oxlint'])
		expect(existsSync(join(dir, 'node_modules', tool)), tool).toBe(false)
	const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()
	expect(version).toMatch(/^v24\./)
})

test('serves the pages in three languages, takes a sign-up and sends a news campaign', async () => {
	test.setTimeout(120_000)
	const databasePath = join(dir, 'data', 'newsletter.sqlite')
	const manifestPath = join(dir, 'data', 'news-posts.json')
	const db = openDatabase(databasePath)
	seedSubscribers(db, 3, { prefix: 'production' })
	db.close()
	writeNewsManifest(join(dir, 'data'), [fixturePost('production-post', { date: '2025-01-10' })], manifestPath)
	let smtp: SmtpSink | undefined
	let server: TestServer | undefined
	try {
		smtp = await startSmtpSink()
		server = await startServer(
			{
				DATABASE_PATH: databasePath,
				NEWS_MANIFEST_PATH: manifestPath,
				SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
				PUBLIC_BASE_URL: 'http://link.example',
				CAMPAIGN_GRACE_SECONDS: '1',
				CAMPAIGN_POLL_MS: '100',
			},
			{ cwd: dir, node },
		)
		for (const path of ['/', '/zh-hans/aboutus', '/zh-hant/help', '/no-such-page']) {
			const answer = await fetch(server.url + path)
			expect(answer.status, path).toBe(path === '/no-such-page' ? 404 : 200)
			expect(await answer.text(), path).toContain('</footer>')
		}

		const signUp = await rawRequest(`${server.url}/zh-hant/newsletter`, {
			headers: { ...formHeaders, Origin: server.url },
			body: 'email=reader%40example.org&source=%2Fzh-hant',
		})
		expect(signUp.status).toBe(303)
		await expect
			.poll(() => smtp!.messages().filter(({ to }) => to.includes('reader@example.org')).length, { timeout: 20_000 })
			.toBe(1)

		// The campaign sender's thread sends the post to the three confirmed subscribers.
		await server.waitFor(/"production-post": finished; 3 sent, 0 failed/, 60_000)
		const status = spawnSync(node, ['server/command.ts', 'campaigns', 'status'], {
			cwd: dir,
			encoding: 'utf8',
			env: { ...process.env, DATABASE_PATH: databasePath, NEWS_MANIFEST_PATH: manifestPath },
		})
		expect(status.status, status.stderr).toBe(0)
		expect(status.stdout).toContain('production-post')
		const readBack = new DatabaseSync(databasePath, { readOnly: true })
		const pending = readBack.prepare("SELECT locale FROM subscribers WHERE email = 'reader@example.org'").all()
		readBack.close()
		expect(pending).toEqual([{ locale: 'zh-hant' }])
	} finally {
		await server?.stop()
		await smtp?.stop()
	}
})
