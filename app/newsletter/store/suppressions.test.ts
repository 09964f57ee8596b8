// @vitest-environment node
import { createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from './database.server.ts'
import { recordMailEvent, type MailEvent } from './mail-events.server.ts'
import { policy } from './policy.ts'
import * as subscribers from './subscribers.server.ts'
import { addressHash, clearSuppression, isSuppressed, suppress, suppressionOf } from './suppressions.server.ts'

let dir: string
let path: string
let db: DatabaseSync
const now = new Date('2026-11-23T10:00:00Z')
const days = (n: number) => new Date(now.getTime() + n * 86_400_000)
let tokens: { confirmToken: string; unsubscribeToken: string }[]
const compose: subscribers.ComposeConfirmation = (links) => {
	tokens.push(links)
	return { subject: 'Confirm', text: 'Confirm', html: '<p>Confirm</p>', headers: {} }
}

/** Signs up and confirms an address; returns its unsubscribe token. */
function subscribe(address: string, at = now): string {
	subscribers.recordSignUp(db, { address, locale: 'en', sourcePage: null, now: at }, compose, 'logged')
	const links = tokens.at(-1)!
	expect(subscribers.confirmSubscription(db, links.confirmToken, at)).toBe('confirmed')
	return links.unsubscribeToken
}
const status = (address: string) =>
	(db.prepare('SELECT status FROM subscribers WHERE email = ?').get(address) as { status: string } | undefined)?.status

/** Every text value in every table that contains `needle` (case-insensitive). */
function rowsContaining(needle: string): string[] {
	const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]
	const found: string[] = []
	for (const { name } of tables) {
		for (const row of db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]) {
			for (const value of Object.values(row)) {
				if (typeof value === 'string' && value.toLowerCase().includes(needle)) found.push(`${name}: ${value}`)
			}
		}
	}
	return found
}

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'suppressions-test-'))
	path = join(dir, 'db.sqlite')
	db = openDatabase(path)
	tokens = []
})
afterEach(() => {
	vi.unstubAllEnvs()
	db.close()
	rmSync(dir, { recursive: true, force: true })
})

describe('the suppression list', () => {
	it('keeps an HMAC-SHA256 of the normalised address under a key generated once and kept in the database', () => {
		suppress(db, '  Jane@Example.ORG ', 'unsubscribe', now)
		const { value } = db.prepare("SELECT value FROM settings WHERE name = 'suppression_key'").get() as {
			value: string
		}
		expect(value).toMatch(/^[\da-f]{64}$/)
		const expected = createHmac('sha256', Buffer.from(value, 'hex')).update('jane@example.org').digest('hex')
		expect(db.prepare('SELECT * FROM suppressions').all()).toEqual([
			{ address_hash: expected, reason: 'unsubscribe', suppressed_at: now.toISOString() },
		])
		// The same key after reopening: the address is still recognised.
		db.close()
		db = openDatabase(path)
		expect(isSuppressed(db, 'jane@example.org')).toBe(true)
		expect(isSuppressed(db, 'john@example.org')).toBe(false)
	})

	it('uses SUPPRESSION_SECRET when it is set, and keeps no generated key then', () => {
		vi.stubEnv('SUPPRESSION_SECRET', 's'.repeat(40))
		db.close()
		db = openDatabase(path)
		expect(addressHash(db, 'Jane@example.org')).toBe(
			createHmac('sha256', 's'.repeat(40)).update('jane@example.org').digest('hex'),
		)
		expect(db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 0 })
	})

	it('renews the date and reason on a second event, and forgets an address after 3 years (the purge timer)', () => {
		suppress(db, 'old@example.org', 'hard-bounce', now)
		suppress(db, 'renewed@example.org', 'complaint', now)
		suppress(db, 'renewed@example.org', 'unsubscribe', days(400))
		expect(suppressionOf(db, 'renewed@example.org')).toEqual({
			reason: 'unsubscribe',
			suppressed_at: days(400).toISOString(),
		})
		subscribers.purgeExpired(db, days(policy.suppressionKeepDays - 1))
		expect(isSuppressed(db, 'old@example.org')).toBe(true)
		subscribers.purgeExpired(db, days(policy.suppressionKeepDays + 1))
		expect(isSuppressed(db, 'old@example.org')).toBe(false)
		expect(isSuppressed(db, 'renewed@example.org')).toBe(true)
		expect(policy.suppressionKeepDays).toBeGreaterThanOrEqual(3 * 365)
	})
})

describe('unsubscribing and erasure', () => {
	it('unsubscribing suppresses the address and keeps no plain copy of it anywhere in the database', () => {
		const token = subscribe('leaver@example.org')
		subscribe('stayer@example.org')
		expect(subscribers.unsubscribe(db, token, now)).toBe('unsubscribed')
		expect(suppressionOf(db, 'leaver@example.org')?.reason).toBe('unsubscribe')
		expect(rowsContaining('leaver')).toEqual([])
		expect(rowsContaining('stayer')).not.toEqual([])
		expect(subscribers.unsubscribe(db, token, now)).toBe('invalid')
	})

	it('erasure suppresses the address, and after the checkpoint the file holds no trace of it', () => {
		subscribe('erased.reader@example.org')
		// Also a pending address never confirmed, and one never seen: all three end up suppressed.
		subscribers.recordSignUp(
			db,
			{ address: 'pending.reader@example.org', locale: 'en', sourcePage: null, now },
			compose,
			'logged',
		)
		expect(subscribers.removeAddress(db, 'erased.reader@example.org', now)).toBe(true)
		expect(subscribers.removeAddress(db, 'pending.reader@example.org', now)).toBe(true)
		expect(subscribers.removeAddress(db, 'never.seen@example.org', now)).toBe(false)
		for (const address of ['erased.reader@example.org', 'pending.reader@example.org', 'never.seen@example.org']) {
			expect(suppressionOf(db, address)?.reason).toBe('erasure')
		}
		expect(rowsContaining('reader@')).toEqual([])
		// What the command does after removing (server/commands/subscribers.ts).
		db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
		const bytes = readFileSync(path).toString('latin1')
		expect(bytes).not.toContain('erased.reader')
		expect(bytes).not.toContain('pending.reader')
	})
})

describe('signing up again', () => {
	it('gets a normal double opt-in; only confirming it lifts the suppression', () => {
		const token = subscribe('back@example.org')
		subscribers.unsubscribe(db, token, now)
		const sent = tokens.length
		const outboxId = subscribers.recordSignUp(
			db,
			{ address: 'back@example.org', locale: 'en', sourcePage: null, now: days(1) },
			compose,
			'logged',
		)
		expect(outboxId).toBeTypeOf('number')
		expect(tokens).toHaveLength(sent + 1)
		expect(status('back@example.org')).toBe('pending')
		expect(isSuppressed(db, 'back@example.org')).toBe(true)
		expect(subscribers.confirmSubscription(db, tokens.at(-1)!.confirmToken, days(1))).toBe('confirmed')
		expect(isSuppressed(db, 'back@example.org')).toBe(false)
		expect(status('back@example.org')).toBe('confirmed')
	})

	it('an unconfirmed sign-up that expires leaves the suppression in place', () => {
		suppress(db, 'maybe@example.org', 'complaint', now)
		subscribers.recordSignUp(
			db,
			{ address: 'maybe@example.org', locale: 'en', sourcePage: null, now },
			compose,
			'logged',
		)
		subscribers.purgeExpired(db, days(policy.confirmDays + 1))
		expect(status('maybe@example.org')).toBeUndefined()
		expect(isSuppressed(db, 'maybe@example.org')).toBe(true)
		expect(clearSuppression(db, 'maybe@example.org')).toBe(true)
	})
})

describe('bounces and complaints', () => {
	let n = 0
	const event = (address: string, kind: MailEvent['kind'], id = `test:${++n}`) =>
		recordMailEvent(db, { id, address, kind }, { now, softBounceLimit: 3 })

	it('a hard bounce or a complaint removes the address and suppresses it', () => {
		subscribe('gone@example.org')
		subscribe('angry@example.org')
		expect(event('Gone@Example.org', 'hard-bounce')).toBe('suppressed')
		expect(event('angry@example.org', 'complaint')).toBe('suppressed')
		expect(status('gone@example.org')).toBeUndefined()
		expect(suppressionOf(db, 'gone@example.org')?.reason).toBe('hard-bounce')
		expect(suppressionOf(db, 'angry@example.org')?.reason).toBe('complaint')
		expect(rowsContaining('gone@')).toEqual([])
	})

	it(`soft bounces count; the third in a row suppresses and removes; a delivery starts the count again`, () => {
		subscribe('full@example.org')
		expect(event('full@example.org', 'soft-bounce')).toBe('counted')
		expect(event('full@example.org', 'soft-bounce')).toBe('counted')
		expect(event('full@example.org', 'delivery')).toBe('reset')
		expect(event('full@example.org', 'soft-bounce')).toBe('counted')
		expect(event('full@example.org', 'soft-bounce')).toBe('counted')
		expect(status('full@example.org')).toBe('confirmed')
		expect(event('full@example.org', 'soft-bounce')).toBe('suppressed')
		expect(status('full@example.org')).toBeUndefined()
		expect(suppressionOf(db, 'full@example.org')?.reason).toBe('soft-bounces')
		expect(event('unknown@example.org', 'soft-bounce')).toBe('ignored')
	})

	it('the same notification twice changes nothing the second time', () => {
		subscribe('twice@example.org')
		expect(event('twice@example.org', 'soft-bounce', 'same')).toBe('counted')
		expect(event('twice@example.org', 'soft-bounce', 'same')).toBe('duplicate')
		expect(event('twice@example.org', 'soft-bounce', 'same')).toBe('duplicate')
		expect(db.prepare('SELECT soft_bounces FROM subscribers').get()).toEqual({ soft_bounces: 1 })
	})
})
