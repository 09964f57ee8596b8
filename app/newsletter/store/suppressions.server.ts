import { createHmac, randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import { suppressionSecretFromEnv } from '#app/newsletter/config.server.ts'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { prepared as sql } from './database.server.ts'
import { policy } from './policy.ts'

/**
 * The suppression list (docs/decisions/043): addresses that must not be
 * mailed again, kept only as an HMAC-SHA256 of the normalised address, with
 * the reason and the date, for `policy.suppressionKeepDays`. The key is
 * SUPPRESSION_SECRET, or else a random key generated once and kept in the
 * database's `settings` table. Runs on any connection (the database worker,
 * the campaign sender, the operator's command), inside the caller's
 * transaction.
 */

export type SuppressionReason = 'unsubscribe' | 'erasure' | 'hard-bounce' | 'complaint' | 'soft-bounces'

const keys = new WeakMap<DatabaseSync, Buffer>()

function key(db: DatabaseSync): Buffer {
	let known = keys.get(db)
	if (known) return known
	const secret = suppressionSecretFromEnv()
	if (secret) known = Buffer.from(secret, 'utf8')
	else {
		// INSERT OR IGNORE then read: two connections starting together agree on one key.
		sql(db, "INSERT OR IGNORE INTO settings (name, value) VALUES ('suppression_key', ?)").run(
			randomBytes(32).toString('hex'),
		)
		const row = sql(db, "SELECT value FROM settings WHERE name = 'suppression_key'").get() as { value: string }
		known = Buffer.from(row.value, 'hex')
	}
	keys.set(db, known)
	return known
}

/** An address as the subscriber table keeps it: trimmed, lower-cased, the domain in ASCII. */
export function normaliseAddress(address: string): string {
	const checked = checkEmailAddress(address)
	return checked.ok ? checked.address : address.trim().toLowerCase()
}

/** The keyed hash the list holds for an address (hex). */
export function addressHash(db: DatabaseSync, address: string): string {
	return createHmac('sha256', key(db)).update(normaliseAddress(address), 'utf8').digest('hex')
}

/** Adds the address to the list, or renews its date and reason (kept 3 years from the last event). */
export function suppress(db: DatabaseSync, address: string, reason: SuppressionReason, now: Date): void {
	sql(
		db,
		`INSERT INTO suppressions (address_hash, reason, suppressed_at) VALUES (?, ?, ?)
			ON CONFLICT (address_hash) DO UPDATE SET reason = excluded.reason, suppressed_at = excluded.suppressed_at`,
	).run(addressHash(db, address), reason, now.toISOString())
}

export function suppressionOf(
	db: DatabaseSync,
	address: string,
): { reason: SuppressionReason; suppressed_at: string } | undefined {
	return sql(db, 'SELECT reason, suppressed_at FROM suppressions WHERE address_hash = ?').get(
		addressHash(db, address),
	) as { reason: SuppressionReason; suppressed_at: string } | undefined
}

export function isSuppressed(db: DatabaseSync, address: string): boolean {
	return suppressionOf(db, address) !== undefined
}

/** Only a confirmed new double opt-in clears it. */
export function clearSuppression(db: DatabaseSync, address: string): boolean {
	return sql(db, 'DELETE FROM suppressions WHERE address_hash = ?').run(addressHash(db, address)).changes > 0
}

/** Forgets suppressions older than the keeping time, and old handled notifications. */
export function purgeSuppressions(db: DatabaseSync, now: Date): number {
	const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
	sql(db, 'DELETE FROM mail_events WHERE received_at < ?').run(before(policy.mailEventKeepDays))
	return Number(
		sql(db, 'DELETE FROM suppressions WHERE suppressed_at < ?').run(before(policy.suppressionKeepDays)).changes,
	)
}
