/**
 * The outbox carries every form's e-mails, not only the newsletter's (issue
 * 22): `subscriber_id` may be empty, `kind` is any word (confirmation,
 * campaign, registration, reminder…), `attachments` holds a JSON array of
 * `{ filename, content, contentType }` (an event's .ics), and `about` names
 * the record a message belongs to (`registration:12`), so erasing that record
 * deletes its messages too; the contact form's and applications' columns
 * (reader-form-tables.ts, the migration before) are kept. Migration of database.server.ts.
 */
export const outboxForEveryFormMigration = `
	CREATE TABLE outbox_next (
		id INTEGER PRIMARY KEY,
		subscriber_id INTEGER REFERENCES subscribers (id) ON DELETE CASCADE,
		-- A contact-form message or an application the mail is about (app/forms/store/reader-form-tables.ts).
		reader_message_id INTEGER REFERENCES reader_messages (id) ON DELETE CASCADE,
		application_id INTEGER REFERENCES applications (id) ON DELETE CASCADE,
		kind TEXT NOT NULL,
		recipient TEXT NOT NULL,
		locale TEXT NOT NULL,
		subject TEXT NOT NULL,
		text_body TEXT NOT NULL,
		html_body TEXT NOT NULL,
		headers TEXT NOT NULL,
		status TEXT NOT NULL CHECK (status IN ('queued', 'logged', 'failed')),
		attempts INTEGER NOT NULL DEFAULT 0,
		next_attempt_at TEXT NOT NULL,
		last_error TEXT,
		created_at TEXT NOT NULL,
		attachments TEXT,
		about TEXT
	) STRICT;
	INSERT INTO outbox_next (id, subscriber_id, reader_message_id, application_id, kind, recipient, locale, subject, text_body, html_body, headers, status, attempts, next_attempt_at, last_error, created_at)
		SELECT id, subscriber_id, reader_message_id, application_id, kind, recipient, locale, subject, text_body, html_body, headers, status, attempts, next_attempt_at, last_error, created_at FROM outbox;
	DROP TABLE outbox;
	ALTER TABLE outbox_next RENAME TO outbox;
	CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
	CREATE INDEX outbox_about ON outbox (about);
`
