/**
 * The workspace's tables (issue 23, docs/decisions/045): staff accounts,
 * their one-time sign-in links and sessions (both stored only as SHA-256
 * hashes), passkeys, the audit log and the publishing builds. One migration
 * appended to the database's list (app/newsletter/store/database.server.ts).
 */
export const staffTablesMigration = `
	CREATE TABLE staff (
		id INTEGER PRIMARY KEY,
		-- Trimmed and lower-cased.
		email TEXT NOT NULL UNIQUE,
		name TEXT NOT NULL,
		role TEXT NOT NULL CHECK (role IN ('editor', 'newsletter', 'admin')),
		created_at TEXT NOT NULL
	) STRICT;

	-- A sign-in link's token, hashed; single use, short-lived. \`next\`: where to go afterwards (a workspace path).
	CREATE TABLE staff_sign_in_links (
		token_hash TEXT PRIMARY KEY,
		staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
		next TEXT NOT NULL,
		expires_at TEXT NOT NULL,
		used_at TEXT
	) STRICT, WITHOUT ROWID;
	CREATE INDEX staff_sign_in_links_age ON staff_sign_in_links (expires_at);

	-- A session: the cookie's value, hashed. Ends when idle too long or at its absolute end.
	CREATE TABLE staff_sessions (
		id_hash TEXT PRIMARY KEY,
		staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
		created_at TEXT NOT NULL,
		last_seen_at TEXT NOT NULL,
		ends_at TEXT NOT NULL
	) STRICT, WITHOUT ROWID;

	-- Passkeys (WebAuthn credentials) a staffer added.
	CREATE TABLE staff_passkeys (
		credential_id TEXT PRIMARY KEY,
		staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
		public_key BLOB NOT NULL,
		counter INTEGER NOT NULL,
		transports TEXT NOT NULL,
		label TEXT NOT NULL,
		created_at TEXT NOT NULL,
		last_used_at TEXT
	) STRICT, WITHOUT ROWID;

	-- Who did what, when: kept when the staffer is removed (the address stays in the line).
	CREATE TABLE audit_log (
		id INTEGER PRIMARY KEY,
		at TEXT NOT NULL,
		staff_email TEXT,
		action TEXT NOT NULL,
		detail TEXT NOT NULL DEFAULT ''
	) STRICT;

	-- The site's builds after saves (server/publishing/): the workspace shows the newest.
	CREATE TABLE site_builds (
		id INTEGER PRIMARY KEY,
		state TEXT NOT NULL CHECK (state IN ('building', 'live', 'failed')),
		source_commit TEXT NOT NULL,
		started_at TEXT NOT NULL,
		finished_at TEXT,
		seconds REAL,
		error TEXT
	) STRICT;
`
