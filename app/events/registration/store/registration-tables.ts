/**
 * Event registrations (docs/decisions/058): one row per person per event.
 * `pending` until the e-mailed link is followed (no place taken), then
 * `confirmed` (a place) or `waiting` (the waiting list, in `placed_at`
 * order). A cancellation deletes the row. Rows are deleted some days after
 * the event ends (policy in registration-policy.ts). Migration of
 * app/newsletter/store/database.server.ts.
 */
export const registrationTablesMigration = `
	CREATE TABLE registrations (
		id INTEGER PRIMARY KEY,
		-- The event record's id (its file name).
		event TEXT NOT NULL,
		email TEXT NOT NULL,
		name TEXT NOT NULL,
		locale TEXT NOT NULL CHECK (locale IN ('en', 'zh-hans', 'zh-hant')),
		-- JSON object: the event's question ids and the reader's answers.
		answers TEXT NOT NULL,
		status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'waiting')),
		-- The confirmation link's token, stored only as a SHA-256 hash; single use, expiring.
		confirm_token_hash TEXT UNIQUE,
		confirm_expires_at TEXT,
		confirm_sent_at TEXT,
		-- The cancel link's token, kept as is: every e-mail about the registration carries it.
		cancel_token TEXT NOT NULL UNIQUE,
		-- When the person got a place or joined the waiting list (the waiting list's order).
		placed_at TEXT,
		-- The day-before reminder was written to the outbox (never twice).
		reminded_at TEXT,
		-- When the event ends (UTC): the row is deleted some days later.
		event_end TEXT NOT NULL,
		created_at TEXT NOT NULL,
		UNIQUE (event, email)
	) STRICT;
	CREATE INDEX registrations_places ON registrations (event, status, placed_at);
`
