import type { DatabaseSync } from 'node:sqlite'
import { prepared } from '#app/newsletter/store/database.server.ts'
import { hashToken, newToken } from '#app/newsletter/store/tokens.server.ts'
import type { Staff, StaffRole } from '#app/workspace/staff-context.ts'

/**
 * Staff accounts, sign-in links and sessions on the database's connection
 * (they run in the database worker: app/newsletter/store/database-operations.server.ts).
 * Links and sessions are kept only as hashes of what the staffer holds.
 */
type StaffRow = { id: number; email: string; name: string; role: StaffRole }

const staffColumns = 'staff.id, staff.email, staff.name, staff.role'
const asStaff = (row: unknown): Staff => {
	const { id, email, name, role } = row as StaffRow
	return { id, email, name, role }
}

export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase()

/** Adds a staffer, or changes the name and role of the one with that address. */
export function addStaff(
	db: DatabaseSync,
	{ email, name, role, now }: { email: string; name: string; role: StaffRole; now: Date },
): { staff: Staff; added: boolean } {
	const address = normaliseStaffEmail(email)
	const existing = prepared(db, `SELECT ${staffColumns} FROM staff WHERE email = ?`).get(address)
	if (existing) {
		prepared(db, 'UPDATE staff SET name = ?, role = ? WHERE id = ?').run(name, role, (existing as StaffRow).id)
		return { staff: { ...asStaff(existing), name, role }, added: false }
	}
	const row = prepared(
		db,
		`INSERT INTO staff (email, name, role, created_at) VALUES (?, ?, ?, ?) RETURNING ${staffColumns}`,
	).get(address, name, role, now.toISOString())
	return { staff: asStaff(row), added: true }
}

export function listStaff(db: DatabaseSync): (Staff & { createdAt: string; passkeys: number })[] {
	return prepared(
		db,
		`SELECT ${staffColumns}, staff.created_at AS createdAt,
			(SELECT count(*) FROM staff_passkeys WHERE staff_id = staff.id) AS passkeys
		FROM staff ORDER BY staff.name COLLATE NOCASE`,
	)
		.all()
		.map((row) => ({ ...asStaff(row), createdAt: String(row.createdAt), passkeys: Number(row.passkeys) }))
}

function staffById(db: DatabaseSync, id: number): Staff | null {
	const row = prepared(db, `SELECT ${staffColumns} FROM staff WHERE id = ?`).get(id)
	return row ? asStaff(row) : null
}

const adminCount = (db: DatabaseSync) =>
	Number((prepared(db, "SELECT count(*) AS n FROM staff WHERE role = 'admin'").get() as { n: number }).n)

/** Changes a staffer's role; the last admin keeps theirs. Their sessions end (they sign in again with the new role). */
export function changeRole(
	db: DatabaseSync,
	{ id, role }: { id: number; role: StaffRole },
): 'changed' | 'last-admin' | 'unknown' {
	const staff = staffById(db, id)
	if (!staff) return 'unknown'
	if (staff.role === 'admin' && role !== 'admin' && adminCount(db) <= 1) return 'last-admin'
	prepared(db, 'UPDATE staff SET role = ? WHERE id = ?').run(role, id)
	prepared(db, 'DELETE FROM staff_sessions WHERE staff_id = ?').run(id)
	return 'changed'
}

/** Removes a staffer with their sessions, links and passkeys; never the last admin. */
export function removeStaff(db: DatabaseSync, { id }: { id: number }): 'removed' | 'last-admin' | 'unknown' {
	const staff = staffById(db, id)
	if (!staff) return 'unknown'
	if (staff.role === 'admin' && adminCount(db) <= 1) return 'last-admin'
	prepared(db, 'DELETE FROM staff WHERE id = ?').run(id)
	return 'removed'
}

/** A sign-in link for the staffer with this address (null: no such staffer; nothing is written). */
export function createSignInLink(
	db: DatabaseSync,
	{ email, next, now, lifetimeMs }: { email: string; next: string; now: Date; lifetimeMs: number },
): { token: string; staff: Staff } | null {
	const row = prepared(db, `SELECT ${staffColumns} FROM staff WHERE email = ?`).get(normaliseStaffEmail(email))
	if (!row) return null
	const staff = asStaff(row)
	const token = newToken()
	prepared(db, 'INSERT INTO staff_sign_in_links (token_hash, staff_id, next, expires_at) VALUES (?, ?, ?, ?)').run(
		hashToken(token),
		staff.id,
		next,
		new Date(now.getTime() + lifetimeMs).toISOString(),
	)
	return { token, staff }
}

export type LinkOutcome = { staff: Staff; next: string } | 'used' | 'expired' | 'invalid'

/** Uses a sign-in link: once, before it expires. */
export function useSignInLink(db: DatabaseSync, { token, now }: { token: string; now: Date }): LinkOutcome {
	const row = prepared(
		db,
		`SELECT ${staffColumns}, l.next, l.expires_at AS expiresAt, l.used_at AS usedAt
		FROM staff_sign_in_links l JOIN staff ON staff.id = l.staff_id WHERE l.token_hash = ?`,
	).get(hashToken(token)) as (StaffRow & { next: string; expiresAt: string; usedAt: string | null }) | undefined
	if (!row) return 'invalid'
	if (row.usedAt) return 'used'
	if (row.expiresAt <= now.toISOString()) return 'expired'
	prepared(db, 'UPDATE staff_sign_in_links SET used_at = ? WHERE token_hash = ?').run(
		now.toISOString(),
		hashToken(token),
	)
	return { staff: asStaff(row), next: row.next }
}

export type SessionTimes = { now: Date; idleMs: number; maxMs: number }

/** A new session for a staffer: the value for the cookie (only its hash is kept). */
export function createSession(db: DatabaseSync, { staffId, now, maxMs }: { staffId: number } & SessionTimes): string {
	const id = newToken()
	const at = now.toISOString()
	prepared(
		db,
		'INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at, ends_at) VALUES (?, ?, ?, ?, ?)',
	).run(hashToken(id), staffId, at, at, new Date(now.getTime() + maxMs).toISOString())
	return id
}

/** The staffer of a live session (seen now: its idle clock restarts), or null. */
export function sessionStaff(db: DatabaseSync, { sessionId, now, idleMs }: { sessionId: string } & SessionTimes) {
	const hash = hashToken(sessionId)
	const row = prepared(
		db,
		`SELECT ${staffColumns}, s.last_seen_at AS lastSeen, s.ends_at AS endsAt
		FROM staff_sessions s JOIN staff ON staff.id = s.staff_id WHERE s.id_hash = ?`,
	).get(hash) as (StaffRow & { lastSeen: string; endsAt: string }) | undefined
	if (!row) return null
	const idleSince = new Date(now.getTime() - idleMs).toISOString()
	if (row.endsAt <= now.toISOString() || row.lastSeen <= idleSince) {
		prepared(db, 'DELETE FROM staff_sessions WHERE id_hash = ?').run(hash)
		return null
	}
	// Written at most once a minute: the idle clock does not need every request.
	if (now.getTime() - Date.parse(row.lastSeen) > 60_000)
		prepared(db, 'UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?').run(now.toISOString(), hash)
	return asStaff(row)
}

export function endSession(db: DatabaseSync, { sessionId }: { sessionId: string }): void {
	prepared(db, 'DELETE FROM staff_sessions WHERE id_hash = ?').run(hashToken(sessionId))
}

/** Deletes used or expired sign-in links and ended sessions. */
export function purgeStaffSecrets(db: DatabaseSync, { now, idleMs }: { now: Date; idleMs: number }): void {
	const at = now.toISOString()
	prepared(db, 'DELETE FROM staff_sign_in_links WHERE expires_at <= ? OR used_at IS NOT NULL').run(at)
	prepared(db, 'DELETE FROM staff_sessions WHERE ends_at <= ? OR last_seen_at <= ?').run(
		at,
		new Date(now.getTime() - idleMs).toISOString(),
	)
}

export function audit(
	db: DatabaseSync,
	{ email, action, detail = '', now }: { email: string | null; action: string; detail?: string; now: Date },
): void {
	prepared(db, 'INSERT INTO audit_log (at, staff_email, action, detail) VALUES (?, ?, ?, ?)').run(
		now.toISOString(),
		email,
		action,
		detail,
	)
}

export function recentAudit(db: DatabaseSync, { limit }: { limit: number }) {
	return prepared(db, 'SELECT at, staff_email AS email, action, detail FROM audit_log ORDER BY id DESC LIMIT ?')
		.all(limit)
		.map((row) => ({
			at: String(row.at),
			email: row.email as string | null,
			action: String(row.action),
			detail: String(row.detail),
		}))
}
