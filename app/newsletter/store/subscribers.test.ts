// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, schemaVersion } from './database.server.ts'
import { policy } from './policy.ts'
import * as subscribers from './subscribers.server.ts'

let dir: string
let db: DatabaseSync
const start = new Date('2026-11-23T10:00:00Z')
const minutes = (n: number) => new Date(start.getTime() + n * 60_000)
let tokens: { confirmToken: string; unsubscribeToken: string }[]
const compose: subscribers.ComposeConfirmation = (links) => {
	tokens.push(links)
	return { subject: 'Confirm', text: `Open ${links.confirmToken}`, html: '<p>Confirm</p>', headers: {} }
}
const signUp = (address: string, now: Date, locale: 'en' | 'zh-hans' = 'en') =>
	subscribers.recordSignUp(db, { address, locale, sourcePage: '/dreamer', now }, compose, 'logged')
const row = (address: string) =>
	db.prepare('SELECT * FROM subscribers WHERE email = ?').get(address) as Record<string, unknown> | undefined
const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() as object)[0]
const outboxCount = () => (db.prepare('SELECT count(*) AS n FROM outbox').get() as { n: number }).n

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'subscribers-test-'))
	db = openDatabase(join(dir, 'db.sqlite'))
	tokens = []
})
afterEach(() => {
	db.close()
	rmSync(dir, { recursive: true, force: true })
})

describe('the database', () => {
	it('is created with WAL, synchronous=FULL, a busy timeout, foreign keys and the current schema', () => {
		expect(pragma('journal_mode')).toBe('wal')
		expect(pragma('synchronous')).toBe(2)
		expect(pragma('busy_timeout')).toBe(2000)
		expect(pragma('foreign_keys')).toBe(1)
		expect(pragma('secure_delete')).toBe(1)
		expect(pragma('user_version')).toBe(schemaVersion)
	})

	it('opens again without re-running migrations', () => {
		signUp('jane@example.org', start)
		db.close()
		db = openDatabase(join(dir, 'db.sqlite'))
		expect(row('jane@example.org')?.status).toBe('pending')
	})
})

describe('sign-up', () => {
	it('stores one pending row per address with language, page, consent time and wording version', () => {
		expect(signUp('jane@example.org', start, 'zh-hans')).toBeTypeOf('number')
		expect(row('jane@example.org')).toMatchObject({
			status: 'pending',
			locale: 'zh-hans',
			source_page: '/dreamer',
			consent_at: start.toISOString(),
			consent_version: policy.consentVersion,
			confirmed_at: null,
		})
		expect(row('jane@example.org')?.confirm_token_hash).not.toBe(tokens[0]!.confirmToken)
		expect(tokens[0]!.confirmToken).toMatch(/^[\da-f]{64}$/)
		expect(outboxCount()).toBe(1)
	})

	it('re-sends to a pending address at most every few minutes and a few times a day', () => {
		signUp('jane@example.org', start)
		expect(signUp('jane@example.org', minutes(1))).toBeNull()
		expect(signUp('jane@example.org', minutes(policy.resendAfterMinutes + 1))).toBeTypeOf('number')
		expect(signUp('jane@example.org', minutes(2 * policy.resendAfterMinutes + 2))).toBeTypeOf('number')
		expect(signUp('jane@example.org', minutes(3 * policy.resendAfterMinutes + 3))).toBeNull()
		expect(signUp('jane@example.org', minutes(24 * 60 + 1))).toBeTypeOf('number')
		expect(outboxCount()).toBe(policy.maxConfirmationsPerDay + 1)
		expect((db.prepare('SELECT count(*) AS n FROM subscribers').get() as { n: number }).n).toBe(1)
	})

	it('replaces the confirmation link when it re-sends, and keeps the unsubscribe link', () => {
		signUp('jane@example.org', start)
		signUp('jane@example.org', minutes(10))
		expect(tokens[0]!.unsubscribeToken).toBe(tokens[1]!.unsubscribeToken)
		expect(subscribers.confirmSubscription(db, tokens[0]!.confirmToken, minutes(11))).toBe('invalid')
		expect(subscribers.confirmSubscription(db, tokens[1]!.confirmToken, minutes(11))).toBe('confirmed')
	})

	it('only touches an address that is already confirmed', () => {
		signUp('jane@example.org', start)
		subscribers.confirmSubscription(db, tokens[0]!.confirmToken, minutes(1))
		const before = row('jane@example.org')
		expect(signUp('jane@example.org', minutes(60))).toBeNull()
		expect(row('jane@example.org')).toEqual({ ...before, updated_at: minutes(60).toISOString() })
	})
})

describe('confirmation', () => {
	it('confirms once; the link then only says so', () => {
		signUp('jane@example.org', start)
		const { confirmToken } = tokens[0]!
		expect(subscribers.peekConfirmation(db, confirmToken, minutes(1))).toBe('ready')
		expect(subscribers.confirmSubscription(db, confirmToken, minutes(1))).toBe('confirmed')
		expect(row('jane@example.org')).toMatchObject({ status: 'confirmed', confirmed_at: minutes(1).toISOString() })
		expect(outboxCount()).toBe(0)
		expect(subscribers.confirmSubscription(db, confirmToken, minutes(2))).toBe('already-confirmed')
	})

	it('expires after the promised number of days', () => {
		signUp('jane@example.org', start)
		const late = minutes(policy.confirmDays * 24 * 60 + 1)
		expect(subscribers.peekConfirmation(db, tokens[0]!.confirmToken, late)).toBe('invalid')
		expect(subscribers.confirmSubscription(db, tokens[0]!.confirmToken, late)).toBe('invalid')
		expect(subscribers.purgeExpired(db, late).subscribers).toBe(1)
		expect(row('jane@example.org')).toBeUndefined()
	})

	it('knows nothing of a made-up token', () => {
		expect(subscribers.confirmSubscription(db, 'f'.repeat(64), start)).toBe('invalid')
	})
})

describe('leaving', () => {
	it('unsubscribing deletes the address and its waiting messages', () => {
		signUp('jane@example.org', start)
		const { unsubscribeToken } = tokens[0]!
		expect(subscribers.peekUnsubscribe(db, unsubscribeToken)).toBe('ready')
		expect(subscribers.unsubscribe(db, unsubscribeToken)).toBe('unsubscribed')
		expect(row('jane@example.org')).toBeUndefined()
		expect(outboxCount()).toBe(0)
		expect(subscribers.unsubscribe(db, unsubscribeToken)).toBe('invalid')
	})

	it('erases an address on request, and exports only confirmed ones', () => {
		signUp('jane@example.org', start)
		signUp('li@example.org', start)
		subscribers.confirmSubscription(db, tokens[0]!.confirmToken, minutes(1))
		expect(subscribers.confirmedSubscribers(db).map((s) => s.email)).toEqual(['jane@example.org'])
		expect(subscribers.removeAddress(db, 'jane@example.org')).toBe(true)
		expect(subscribers.removeAddress(db, 'jane@example.org')).toBe(false)
		expect(subscribers.confirmedSubscribers(db)).toEqual([])
	})

	it('keeps nothing of an unconfirmed sign-up, its e-mail included, after a week', () => {
		signUp('jane@example.org', start)
		expect(subscribers.purgeExpired(db, minutes(60))).toEqual({ subscribers: 0, messages: 0 })
		expect(subscribers.purgeExpired(db, minutes(policy.outboxKeepDays * 24 * 60 + 1)).subscribers).toBe(1)
		expect(outboxCount()).toBe(0)
	})
})

describe('the links in every e-mail (issue 21: they must work for at least 60 days)', () => {
	it('keep working for a confirmed reader long after 60 days: the unsubscribe token never expires', () => {
		signUp('jane@example.org', start, 'zh-hans')
		const { confirmToken, unsubscribeToken } = tokens[0]!
		subscribers.confirmSubscription(db, confirmToken, minutes(1))
		const later = minutes(365 * 24 * 60)
		subscribers.purgeExpired(db, later)
		expect(subscribers.peekUnsubscribe(db, unsubscribeToken)).toBe('ready')
		expect(subscribers.subscriberRecord(db, unsubscribeToken)).toMatchObject({
			address: 'jane@example.org',
			language: 'zh-hans',
			status: 'confirmed',
			consent: { wordingVersion: policy.consentVersion, sourcePage: '/dreamer' },
		})
		expect(subscribers.changeLanguage(db, unsubscribeToken, 'en', later)).toBe('saved')
		expect(row('jane@example.org')?.locale).toBe('en')
	})
})
