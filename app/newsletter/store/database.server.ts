import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { campaignCountsMigration, campaignTablesMigration } from './campaign-tables.ts'
import { registrationTablesMigration } from '#app/events/registration/store/registration-tables.ts'
import { outboxForEveryFormMigration } from './outbox-for-every-form.ts'
import { suppressionTablesMigration } from './suppression-tables.ts'
import { staffTablesMigration } from '#app/workspace/store/staff-tables.ts'
import { readerFormTablesMigration } from '#app/forms/store/reader-form-tables.ts'

/**
 * Schema changes, in order. Each runs once, in its own transaction; the
 * database's `user_version` records how many have run. Never edit a shipped
 * migration: add the next one.
 */
const migrations: string[] = [
	`CREATE TABLE subscribers (
		id INTEGER PRIMARY KEY,
		-- Trimmed, lower-cased, domain in ASCII: one row per mailbox.
		email TEXT NOT NULL UNIQUE,
		status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
		-- The language of the form, and the page it sat on (English path; NULL if unknown).
		locale TEXT NOT NULL CHECK (locale IN ('en', 'zh-hans', 'zh-hant')),
		source_page TEXT,
		-- When the reader asked to subscribe, and which wording of the consent line they saw.
		consent_at TEXT NOT NULL,
		consent_version TEXT NOT NULL,
		confirmed_at TEXT,
		-- The confirmation link's token, stored only as a SHA-256 hash; single use, expiring.
		confirm_token_hash TEXT UNIQUE,
		confirm_expires_at TEXT,
		-- Confirmation e-mails sent: the last one, and how many in the current 24-hour window.
		confirm_sent_at TEXT,
		confirm_sends INTEGER NOT NULL DEFAULT 0,
		confirm_window_start TEXT,
		-- The unsubscribe link's token: kept as is, so exports can carry each reader's link.
		unsubscribe_token TEXT NOT NULL UNIQUE,
		created_at TEXT NOT NULL,
		updated_at TEXT NOT NULL
	) STRICT`,
	`CREATE TABLE outbox (
		id INTEGER PRIMARY KEY,
		subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
		kind TEXT NOT NULL CHECK (kind IN ('confirmation')),
		recipient TEXT NOT NULL,
		locale TEXT NOT NULL,
		subject TEXT NOT NULL,
		text_body TEXT NOT NULL,
		html_body TEXT NOT NULL,
		-- JSON object of extra headers (List-Unsubscribe, List-Unsubscribe-Post, Content-Language).
		headers TEXT NOT NULL,
		-- queued: waiting for SMTP; logged: no SMTP_URL, printed to the log; failed: gave up.
		status TEXT NOT NULL CHECK (status IN ('queued', 'logged', 'failed')),
		attempts INTEGER NOT NULL DEFAULT 0,
		next_attempt_at TEXT NOT NULL,
		last_error TEXT,
		created_at TEXT NOT NULL
	) STRICT`,
	`CREATE INDEX outbox_due ON outbox (status, next_attempt_at)`,
	`CREATE INDEX subscribers_pending_expiry ON subscribers (status, confirm_expires_at)`,
	// News campaigns (app/newsletter/campaigns/, docs/decisions/027).
	campaignTablesMigration,
	// Finished campaigns' per-reader rows pruned to counts (issue 21).
	campaignCountsMigration,
	// The suppression list, bounces and complaints (docs/decisions/043).
	suppressionTablesMigration,
	// Staff accounts, sessions, passkeys, the audit log and publishing builds (docs/decisions/045).
	staffTablesMigration,
	// What readers send through the contact and application forms (app/forms/, issue 22).
	readerFormTablesMigration,
	// Event registrations (app/events/registration/, docs/decisions/058).
	registrationTablesMigration,
	// The outbox takes every form's e-mails, with attachments (issue 22).
	outboxForEveryFormMigration,
]

export const schemaVersion = migrations.length

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>()

/** A statement prepared once per connection: the same few statements run on every request. */
export function prepared(db: DatabaseSync, text: string): StatementSync {
	let cache = statements.get(db)
	if (!cache) statements.set(db, (cache = new Map()))
	let statement = cache.get(text)
	if (!statement) cache.set(text, (statement = db.prepare(text)))
	return statement
}

export type OpenOptions = { busyTimeoutMs?: number }

/**
 * Opens (creating it and its folder if need be) the subscriber database:
 * WAL journal with synchronous=FULL, so a committed sign-up survives a crash
 * or power cut; a busy timeout, so a command-line export does not make a
 * sign-up fail; foreign keys; deleted rows overwritten (right to erasure).
 * Then brings the schema up to date.
 */
export function openDatabase(path: string, { busyTimeoutMs = 2000 }: OpenOptions = {}): DatabaseSync {
	if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
	const db = new DatabaseSync(path)
	try {
		db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`)
		const mode = db.prepare('PRAGMA journal_mode = WAL').get() as { journal_mode: string }
		if (path !== ':memory:' && mode.journal_mode !== 'wal') throw new Error(`journal_mode is ${mode.journal_mode}`)
		db.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON')
		migrate(db)
		return db
	} catch (error) {
		db.close()
		throw error
	}
}

function migrate(db: DatabaseSync) {
	// The version is read inside each write transaction, so a server and a
	// command starting together never run the same migration twice.
	for (;;) {
		db.exec('BEGIN IMMEDIATE')
		try {
			const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number }
			if (version > migrations.length) {
				throw new Error(`The database has schema version ${version}; this code knows up to ${migrations.length}.`)
			}
			if (version === migrations.length) {
				db.exec('COMMIT')
				return
			}
			db.exec(migrations[version]!)
			db.exec(`PRAGMA user_version = ${version + 1}`)
			db.exec('COMMIT')
		} catch (error) {
			db.exec('ROLLBACK')
			throw error
		}
	}
}
