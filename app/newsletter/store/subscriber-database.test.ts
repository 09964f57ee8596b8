import { renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'
import { subscriberDatabasePerFile } from '#tests/support/newsletter-runtime.ts'
import { openDatabase } from './database.server.ts'
import type { SignUpInput } from './database-operations.server.ts'
import type { SubscriberDatabase } from './subscriber-database.server.ts'

let dir: string
let path: string
let database: SubscriberDatabase

const signUp = (address: string): SignUpInput => ({
	address,
	locale: 'en',
	sourcePage: '/dreamer',
	now: new Date(),
	publicBaseUrl: 'https://site.example',
	delivery: 'logged',
})
const emails = (file = path) => {
	const db = new DatabaseSync(file, { readOnly: true })
	try {
		return (db.prepare('SELECT email FROM subscribers ORDER BY id').all() as { email: string }[]).map((r) => r.email)
	} finally {
		db.close()
	}
}

// One database (openSubscriberDatabase) and its thread for the file; each test starts on empty tables.
const shared = subscriberDatabasePerFile({ busyTimeoutMs: 300 })
beforeEach(() => {
	dir = shared.dir
	path = shared.path
	database = shared.database
})

describe('the subscriber database, on its own thread', () => {
	it('answers a sign-up after it is committed, with the e-mail to deliver', async () => {
		const queued = await database.signUp(signUp('jane@example.org'))
		expect(queued?.outboxId).toBeTypeOf('number')
		expect(queued?.email.text).toMatch(/https:\/\/site\.example\/newsletter\/confirm\/[\da-f]{64}/)
		expect(emails()).toEqual(['jane@example.org'])
		expect(await database.dueMessages({ now: new Date(), limit: 20 })).toEqual([])
	})

	it('refuses a write, with DATABASE_REPLACED, when the file was deleted; the next write goes to a new file at the path', async () => {
		await database.signUp(signUp('before@example.org'))
		for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
		await expect(database.signUp(signUp('lost@example.org'))).rejects.toMatchObject({ code: 'DATABASE_REPLACED' })
		await database.signUp(signUp('after@example.org'))
		expect(emails()).toEqual(['after@example.org'])
	})

	it('notices a file replaced by another (a restored backup) and writes to the new one', async () => {
		await database.signUp(signUp('old@example.org'))
		const other = join(dir, 'restored.sqlite')
		const restored = openDatabase(other)
		restored.close()
		renameSync(other, path)
		rmSync(`${path}-wal`, { force: true })
		rmSync(`${path}-shm`, { force: true })
		await expect(database.signUp(signUp('lost@example.org'))).rejects.toMatchObject({ code: 'DATABASE_REPLACED' })
		await database.signUp(signUp('new@example.org'))
		expect(emails()).toEqual(['new@example.org'])
	})

	it('waits for another process’s lock on its own thread: this one keeps running, and the write fails after the busy timeout', async () => {
		await database.signUp(signUp('first@example.org'))
		const holder = new DatabaseSync(path)
		holder.exec('BEGIN IMMEDIATE')
		let ticks = 0
		const ticker = setInterval(() => ticks++, 10)
		try {
			await expect(database.signUp(signUp('locked@example.org'))).rejects.toMatchObject({ message: /locked/ })
		} finally {
			clearInterval(ticker)
			holder.exec('ROLLBACK')
			holder.close()
		}
		// This thread's timers ran all along (the 300 ms busy timeout is 30 ticks; had SQLite waited here, none).
		expect(ticks).toBeGreaterThan(5)
		await database.signUp(signUp('later@example.org'))
		expect(emails()).toEqual(['first@example.org', 'later@example.org'])
	})

	it('finishes the writes already sent when it closes, and refuses calls afterwards', async () => {
		const writes = Array.from({ length: 50 }, (_, i) => database.signUp(signUp(`burst.${i}@example.org`)))
		await database.close()
		await Promise.all(writes)
		expect(emails()).toHaveLength(50)
		await expect(database.peekUnsubscribe({ token: 'a'.repeat(64) })).rejects.toThrow(/closed/)
	})
})
