// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { confirmSubscription, recordSignUp } from '#app/newsletter/store/subscribers.server.ts'

/** `npm run subscribers -- …`, run as the operator runs it, on a database of its own. */
let dir: string
let databasePath: string
const run = (...args: string[]) =>
	spawnSync(process.execPath, ['server/dev/run-source.ts', 'server/commands/subscribers.ts', ...args], {
		env: { ...process.env, DATABASE_PATH: databasePath, PUBLIC_BASE_URL: 'https://site.example' },
		encoding: 'utf8',
	})

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'subscribers-cli-'))
	databasePath = join(dir, 'newsletter.sqlite')
	const db = openDatabase(databasePath)
	const now = new Date()
	const tokens = new Map<string, string>()
	for (const [address, locale] of [
		['jane@example.org', 'en'],
		['li.wei@example.org', 'zh-hans'],
		['pending@example.org', 'zh-hant'],
	] as const) {
		const keep = ({ confirmToken }: { confirmToken: string }) => {
			tokens.set(address, confirmToken)
			return { subject: '', text: '', html: '', headers: {} }
		}
		recordSignUp(db, { address, locale, sourcePage: '/dreamer', now }, keep, 'logged')
	}
	confirmSubscription(db, tokens.get('jane@example.org')!, now)
	confirmSubscription(db, tokens.get('li.wei@example.org')!, now)
	db.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Each test runs the command in new Node processes (half a second each at rest, several seconds on a busy machine):
// a limit for a command that hangs, not a wait.
describe('npm run subscribers', { timeout: 60_000 }, () => {
	it('export prints confirmed subscribers as CSV, with language, consent record and unsubscribe link', () => {
		const result = run('export')
		expect(result.status).toBe(0)
		const lines = result.stdout.trim().split('\r\n')
		expect(lines[0]).toBe(
			'"email","language","source_page","consented_at","consent_version","confirmed_at","unsubscribe_url"',
		)
		expect(lines).toHaveLength(3)
		expect(lines[1]).toMatch(
			/^"jane@example\.org","en","\/dreamer","[^"]+","[^"]+","[^"]+","https:\/\/site\.example\/newsletter\/unsubscribe\/[\da-f]{64}"$/,
		)
		expect(lines[2]).toContain('"li.wei@example.org","zh-hans"')
		expect(lines[2]).toContain('https://site.example/zh-hans/newsletter/unsubscribe/')
		expect(result.stdout).not.toContain('pending@example.org')
	})

	it('remove erases one address (typed any way), and says so without printing it', () => {
		const removed = run('remove', '  Jane@Example.ORG ')
		expect(removed.status).toBe(0)
		expect(removed.stdout).toContain('j***@e***.org')
		expect(removed.stdout).not.toContain('jane@')
		const db = new DatabaseSync(databasePath, { readOnly: true })
		expect(db.prepare("SELECT 1 FROM subscribers WHERE email = 'jane@example.org'").get()).toBeUndefined()
		db.close()
		expect(run('remove', 'jane@example.org').stdout).toMatch(/nothing to remove/)
	})

	it('backup writes a consistent copy with VACUUM INTO, and never overwrites a file', () => {
		const target = join(dir, 'backup.sqlite')
		expect(run('backup', target).status).toBe(0)
		expect(existsSync(target)).toBe(true)
		const copy = new DatabaseSync(target, { readOnly: true })
		expect(copy.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
		expect((copy.prepare('SELECT count(*) AS n FROM subscribers').get() as { n: number }).n).toBe(2)
		copy.close()
		expect(run('backup', target).status).toBe(1)
	})

	it('explains itself when used wrongly', () => {
		const result = run('delete-everything')
		expect(result.status).toBe(1)
		expect(result.stderr).toMatch(/Usage/)
	})
})
