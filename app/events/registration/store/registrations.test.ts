// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { fixtureEnd, fixtureSetting, fixtureStart, linkToken } from '#tests/support/registration-fixtures.ts'
import * as registrations from './registrations.server.ts'

let dir: string
let db: DatabaseSync
const now = new Date('2027-03-01T10:00:00Z')
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000)

const register = (address: string, at = now, locale: 'en' | 'zh-hans' = 'en') =>
	registrations.register(
		db,
		{
			event: 'test-seminar',
			address,
			name: `Name of ${address}`,
			locale,
			answers: { diet: '' },
			eventStart: fixtureStart,
			eventEnd: fixtureEnd,
		},
		fixtureSetting(at),
	)
const confirm = (token: string, capacity: number | null = 1, at = now) =>
	registrations.confirmRegistration(db, { token, capacity }, fixtureSetting(at))
const statuses = () =>
	db.prepare('SELECT email, status FROM registrations ORDER BY id').all() as { email: string; status: string }[]
const outboxKinds = () =>
	(db.prepare('SELECT kind FROM outbox ORDER BY id').all() as { kind: string }[]).map((row) => row.kind)

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'registrations-test-'))
	db = openDatabase(join(dir, 'db.sqlite'))
})
afterEach(() => {
	db.close()
	rmSync(dir, { recursive: true, force: true })
})

describe('registrations', () => {
	it('take no place until confirmed; places go in the order of confirmation, then the waiting list', () => {
		const first = register('first@example.org')!
		const second = register('second@example.org')!
		expect(registrations.placeCounts(db, 'test-seminar')).toEqual({ confirmed: 0, waiting: 0 })
		expect(first.email.subject).toContain('Please confirm')
		expect(first.email.attachments).toBeUndefined()

		expect(confirm(linkToken(second.email.text, 'confirm')).state).toBe('confirmed')
		const late = confirm(linkToken(first.email.text, 'confirm'))
		expect(late.state).toBe('waiting')
		expect(late.queued[0]!.email.subject).toContain('waiting list')
		expect(statuses()).toEqual([
			{ email: 'first@example.org', status: 'waiting' },
			{ email: 'second@example.org', status: 'confirmed' },
		])
		// A used confirmation link does nothing more.
		expect(confirm(linkToken(second.email.text, 'confirm')).state).toBe('invalid')
	})

	it('moves the waiting list up when someone cancels, and e-mails the promoted person the event’s .ics', () => {
		const holder = register('holder@example.org')!
		const waiting = register('waiting@example.org', now, 'zh-hans')!
		const placed = confirm(linkToken(holder.email.text, 'confirm'))
		confirm(linkToken(waiting.email.text, 'confirm'))
		const cancelToken = linkToken(placed.queued[0]!.email.text, 'cancel')

		const cancelled = registrations.cancelRegistration(
			db,
			{ token: cancelToken, capacity: 1 },
			fixtureSetting(later(5)),
		)
		expect(cancelled.state).toBe('cancelled')
		expect(cancelled.queued).toHaveLength(1)
		const promoted = cancelled.queued[0]!
		expect(promoted.to).toBe('waiting@example.org')
		expect(promoted.locale).toBe('zh-hans')
		const calendar = ICAL.Component.fromString(promoted.email.attachments![0]!.content)
		const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
		expect(event.startDate.toJSDate()).toEqual(fixtureStart)
		expect(statuses()).toEqual([{ email: 'waiting@example.org', status: 'confirmed' }])
		// The cancel link works once.
		expect(
			registrations.cancelRegistration(db, { token: cancelToken, capacity: 1 }, fixtureSetting(later(6))).state,
		).toBe('invalid')
	})

	it('does not tell who registered: a repeat registration changes nothing and sends nothing once confirmed', () => {
		const first = register('same@example.org')!
		confirm(linkToken(first.email.text, 'confirm'))
		expect(register('same@example.org', later(60))).toBeNull()
		// Still pending: a new link, but not more than once every few minutes.
		register('pending@example.org')
		expect(register('pending@example.org', later(1))).toBeNull()
		expect(register('pending@example.org', later(10))).not.toBeNull()
	})

	it('writes the day-before reminder once per confirmed registrant, never twice', () => {
		const placed = register('placed@example.org')!
		confirm(linkToken(placed.email.text, 'confirm'))
		register('unconfirmed@example.org')
		expect(registrations.queueReminders(db, 'test-seminar', fixtureSetting(later(10)))).toHaveLength(1)
		expect(registrations.queueReminders(db, 'test-seminar', fixtureSetting(later(20)))).toHaveLength(0)
		expect(outboxKinds().filter((kind) => kind === 'registration-reminder')).toHaveLength(1)
	})

	it('deletes expired unconfirmed registrations, and every registration 30 days after the event, with its e-mails', () => {
		const placed = register('placed@example.org')!
		confirm(linkToken(placed.email.text, 'confirm'))
		register('late@example.org')
		expect(registrations.purgeRegistrations(db, later(8 * 24 * 60))).toBe(1)
		expect(statuses()).toEqual([{ email: 'placed@example.org', status: 'confirmed' }])
		expect(registrations.purgeRegistrations(db, new Date(fixtureEnd.getTime() + 31 * 86_400_000))).toBe(1)
		expect(statuses()).toEqual([])
		expect(outboxKinds()).toEqual([])
	})
})
