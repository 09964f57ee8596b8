import type { DatabaseSync } from 'node:sqlite'
import { prepared as sql } from './database.server.ts'
import { normaliseAddress, suppress } from './suppressions.server.ts'

/**
 * What a mail provider told us about one address (server/webhooks/): a bounce,
 * a complaint, or a delivery. `id` is unique per notification and provider,
 * so a repeated notification changes nothing.
 */
export type MailEvent = {
	id: string
	address: string
	kind: 'hard-bounce' | 'soft-bounce' | 'complaint' | 'delivery'
}

export type MailEventOutcome = 'duplicate' | 'suppressed' | 'counted' | 'reset' | 'ignored'

/**
 * A hard bounce or a complaint removes the address (and, by cascade,
 * anything waiting for it) and suppresses it. A soft bounce counts; after
 * `softBounceLimit` in a row the address is removed and suppressed too. A
 * delivery (or a confirmation) starts the count again.
 */
export function recordMailEvent(
	db: DatabaseSync,
	event: MailEvent,
	{ now, softBounceLimit }: { now: Date; softBounceLimit: number },
): MailEventOutcome {
	const fresh = sql(db, 'INSERT OR IGNORE INTO mail_events (event_id, received_at) VALUES (?, ?)').run(
		event.id.slice(0, 300),
		now.toISOString(),
	)
	if (fresh.changes === 0) return 'duplicate'
	const address = normaliseAddress(event.address)
	switch (event.kind) {
		case 'hard-bounce':
		case 'complaint':
			sql(db, 'DELETE FROM subscribers WHERE email = ?').run(address)
			suppress(db, address, event.kind, now)
			return 'suppressed'
		case 'soft-bounce': {
			const row = sql(
				db,
				'UPDATE subscribers SET soft_bounces = soft_bounces + 1, updated_at = ? WHERE email = ? RETURNING soft_bounces',
			).get(now.toISOString(), address) as { soft_bounces: number } | undefined
			if (!row) return 'ignored'
			if (row.soft_bounces < softBounceLimit) return 'counted'
			sql(db, 'DELETE FROM subscribers WHERE email = ?').run(address)
			suppress(db, address, 'soft-bounces', now)
			return 'suppressed'
		}
		case 'delivery':
			return sql(db, 'UPDATE subscribers SET soft_bounces = 0 WHERE email = ? AND soft_bounces > 0').run(address)
				.changes > 0
				? 'reset'
				: 'ignored'
	}
}
