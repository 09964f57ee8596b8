import type { DatabaseSync } from 'node:sqlite'
import { prepared } from '#app/newsletter/store/database.server.ts'
import type { Staff, StaffRole } from '#app/workspace/staff-context.ts'

/** A passkey as WebAuthn verification needs it (public key as bytes). */
export type StoredPasskey = {
	credentialId: string
	staffId: number
	publicKey: Uint8Array
	counter: number
	transports: string[]
	label: string
	createdAt: string
	lastUsedAt: string | null
}

const columns = `credential_id AS credentialId, staff_id AS staffId, public_key AS publicKey, counter,
	transports, label, created_at AS createdAt, last_used_at AS lastUsedAt`

const asPasskey = (row: Record<string, unknown>): StoredPasskey => ({
	credentialId: String(row.credentialId),
	staffId: Number(row.staffId),
	publicKey: new Uint8Array(row.publicKey as Uint8Array),
	counter: Number(row.counter),
	transports: JSON.parse(String(row.transports)) as string[],
	label: String(row.label),
	createdAt: String(row.createdAt),
	lastUsedAt: (row.lastUsedAt as string | null) ?? null,
})

export function addPasskey(
	db: DatabaseSync,
	passkey: Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'> & { now: Date },
): void {
	prepared(
		db,
		`INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, transports, label, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
	).run(
		passkey.credentialId,
		passkey.staffId,
		passkey.publicKey,
		passkey.counter,
		JSON.stringify(passkey.transports),
		passkey.label,
		passkey.now.toISOString(),
	)
}

export function passkeysOf(db: DatabaseSync, { staffId }: { staffId: number }): StoredPasskey[] {
	return prepared(db, `SELECT ${columns} FROM staff_passkeys WHERE staff_id = ? ORDER BY created_at`)
		.all(staffId)
		.map(asPasskey)
}

/** The passkey with this credential id and its staffer, for signing in. */
export function passkeyById(
	db: DatabaseSync,
	{ credentialId }: { credentialId: string },
): { passkey: StoredPasskey; staff: Staff } | null {
	const row = prepared(db, `SELECT ${columns} FROM staff_passkeys WHERE credential_id = ?`).get(credentialId)
	if (!row) return null
	const staff = prepared(db, 'SELECT id, email, name, role FROM staff WHERE id = ?').get(Number(row.staffId)) as
		{ id: number; email: string; name: string; role: StaffRole } | undefined
	return staff ? { passkey: asPasskey(row), staff: { ...staff } } : null
}

export function passkeyUsed(
	db: DatabaseSync,
	{ credentialId, counter, now }: { credentialId: string; counter: number; now: Date },
): void {
	prepared(db, 'UPDATE staff_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?').run(
		counter,
		now.toISOString(),
		credentialId,
	)
}

export function removePasskey(
	db: DatabaseSync,
	{ credentialId, staffId }: { credentialId: string; staffId: number },
): boolean {
	return (
		Number(
			prepared(db, 'DELETE FROM staff_passkeys WHERE credential_id = ? AND staff_id = ?').run(credentialId, staffId)
				.changes,
		) > 0
	)
}
