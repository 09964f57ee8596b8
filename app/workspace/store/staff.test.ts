import { describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import {
	addStaff,
	changeRole,
	createSession,
	createSignInLink,
	purgeStaffSecrets,
	removeStaff,
	sessionStaff,
	useSignInLink,
} from './staff.server.ts'

const minute = 60_000
const times = (now: Date) => ({ now, idleMs: 60 * minute, maxMs: 12 * 60 * minute })

function database() {
	const db = openDatabase(':memory:')
	const now = new Date('2026-11-26T10:00:00Z')
	const { staff } = addStaff(db, { email: ' Ada@Example.org ', name: 'Ada', role: 'admin', now })
	return { db, now, staff }
}

describe('sign-in links', () => {
	it('work once, only before they expire, and only for staff', () => {
		const { db, now } = database()
		expect(
			createSignInLink(db, { email: 'nobody@example.org', next: '/admin/', now, lifetimeMs: 15 * minute }),
		).toBeNull()
		const link = createSignInLink(db, { email: 'ADA@example.org', next: '/admin/', now, lifetimeMs: 15 * minute })!
		expect(db.prepare('SELECT token_hash FROM staff_sign_in_links').get()).not.toEqual({ token_hash: link.token })
		expect(useSignInLink(db, { token: link.token, now })).toMatchObject({
			staff: { email: 'ada@example.org' },
			next: '/admin/',
		})
		expect(useSignInLink(db, { token: link.token, now })).toBe('used')
		const late = createSignInLink(db, { email: 'ada@example.org', next: '/admin/', now, lifetimeMs: 15 * minute })!
		expect(useSignInLink(db, { token: late.token, now: new Date(now.getTime() + 16 * minute) })).toBe('expired')
		expect(useSignInLink(db, { token: 'f'.repeat(64), now })).toBe('invalid')
	})
})

describe('sessions', () => {
	it('end when idle too long, at their absolute end, and when the staffer’s role changes', () => {
		const { db, now, staff } = database()
		const id = createSession(db, { staffId: staff.id, ...times(now) })
		expect(sessionStaff(db, { sessionId: id, ...times(new Date(now.getTime() + 59 * minute)) })?.email).toBe(
			'ada@example.org',
		)
		// Seen at 59 minutes: the idle clock restarted then.
		expect(sessionStaff(db, { sessionId: id, ...times(new Date(now.getTime() + 110 * minute)) })).not.toBeNull()
		expect(sessionStaff(db, { sessionId: id, ...times(new Date(now.getTime() + 171 * minute)) })).toBeNull()
		const long = createSession(db, { staffId: staff.id, ...times(now) })
		// Seen every 50 minutes: never idle, yet over after 12 hours.
		for (let minutes = 50; minutes < 12 * 60; minutes += 50)
			expect(sessionStaff(db, { sessionId: long, ...times(new Date(now.getTime() + minutes * minute)) })).not.toBeNull()
		expect(sessionStaff(db, { sessionId: long, ...times(new Date(now.getTime() + 12 * 60 * minute)) })).toBeNull()
		const { staff: other } = addStaff(db, { email: 'ed@example.org', name: 'Ed', role: 'admin', now })
		const session = createSession(db, { staffId: other.id, ...times(now) })
		expect(changeRole(db, { id: other.id, role: 'editor' })).toBe('changed')
		expect(sessionStaff(db, { sessionId: session, ...times(now) })).toBeNull()
	})

	it('are stored only as hashes, and purged once over', () => {
		const { db, now, staff } = database()
		const id = createSession(db, { staffId: staff.id, ...times(now) })
		expect(JSON.stringify(db.prepare('SELECT * FROM staff_sessions').all())).not.toContain(id)
		purgeStaffSecrets(db, { now: new Date(now.getTime() + 13 * 60 * minute), idleMs: 60 * minute })
		expect(db.prepare('SELECT count(*) AS n FROM staff_sessions').get()).toEqual({ n: 0 })
	})
})

describe('roles', () => {
	it('never leave the site without an admin', () => {
		const { db, staff } = database()
		expect(changeRole(db, { id: staff.id, role: 'editor' })).toBe('last-admin')
		expect(removeStaff(db, { id: staff.id })).toBe('last-admin')
		const { staff: second } = addStaff(db, { email: 'b@example.org', name: 'B', role: 'admin', now: new Date() })
		expect(removeStaff(db, { id: staff.id })).toBe('removed')
		expect(removeStaff(db, { id: second.id })).toBe('last-admin')
	})
})
