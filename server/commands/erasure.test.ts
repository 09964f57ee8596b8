// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { confirmSubscription, recordSignUp } from '#app/newsletter/store/subscribers.server.ts'
import { suppressionOf } from '#app/newsletter/store/suppressions.server.ts'

/** `npm run subscribers -- remove`: the address is gone from the file, only its keyed hash is suppressed. */
let dir: string
let databasePath: string

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'erasure-cli-'))
	databasePath = join(dir, 'newsletter.sqlite')
	const db = openDatabase(databasePath)
	let token = ''
	recordSignUp(
		db,
		{ address: 'erase.me.please@example.org', locale: 'en', sourcePage: null, now: new Date() },
		({ confirmToken }) => {
			token = confirmToken
			return { subject: '', text: '', html: '', headers: {} }
		},
		'logged',
	)
	confirmSubscription(db, token, new Date())
	db.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run subscribers -- remove', () => {
	it('leaves no plain address in the database file and suppresses its keyed hash', { timeout: 60_000 }, () => {
		const result = spawnSync(
			process.execPath,
			['server/dev/run-source.ts', 'server/commands/subscribers.ts', 'remove', 'Erase.Me.Please@example.org'],
			{ env: { ...process.env, DATABASE_PATH: databasePath }, encoding: 'utf8' },
		)
		expect(result.status).toBe(0)
		expect(result.stdout).toContain('suppression list')
		expect(result.stdout).not.toContain('erase.me')
		for (const file of [databasePath, `${databasePath}-wal`]) {
			let bytes = ''
			try {
				bytes = readFileSync(file).toString('latin1')
			} catch {
				// No write-ahead log left: nothing in it either.
			}
			expect(bytes).not.toContain('erase.me.please')
		}
		const db = openDatabase(databasePath)
		expect(suppressionOf(db, 'erase.me.please@example.org')?.reason).toBe('erasure')
		db.close()
	})
})
