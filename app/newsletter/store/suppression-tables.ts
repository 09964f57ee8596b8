/**
 * The suppression list's tables (docs/decisions/043), one migration appended
 * to the subscriber database's list (database.server.ts).
 */
export const suppressionTablesMigration = `
	-- The database's own settings: the suppression list's generated HMAC key lives here.
	CREATE TABLE settings (
		name TEXT PRIMARY KEY,
		value TEXT NOT NULL
	) STRICT, WITHOUT ROWID;

	-- Addresses never to be mailed again, as HMAC-SHA256 of the normalised address: no plain address.
	CREATE TABLE suppressions (
		address_hash TEXT PRIMARY KEY,
		reason TEXT NOT NULL CHECK (reason IN ('unsubscribe', 'erasure', 'hard-bounce', 'complaint', 'soft-bounces')),
		suppressed_at TEXT NOT NULL
	) STRICT, WITHOUT ROWID;
	CREATE INDEX suppressions_age ON suppressions (suppressed_at);

	-- Provider notifications already handled (bounces, complaints), so a repeated one changes nothing.
	CREATE TABLE mail_events (
		event_id TEXT PRIMARY KEY,
		received_at TEXT NOT NULL
	) STRICT, WITHOUT ROWID;
	CREATE INDEX mail_events_age ON mail_events (received_at);

	-- Soft bounces in a row since the last delivery or confirmation.
	ALTER TABLE subscribers ADD COLUMN soft_bounces INTEGER NOT NULL DEFAULT 0;
`
