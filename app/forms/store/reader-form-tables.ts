/**
 * What readers send through the site's forms (issue 22): messages from the
 * contact form and applications (volunteer, Youth Cabinet). One migration
 * appended to the database's list (app/newsletter/store/database.server.ts).
 *
 * The outbox is rebuilt so it can carry mails that belong to no subscriber:
 * `subscriber_id` may be NULL, `kind` gains 'reader-form' (beside 'confirmation' and 'campaign'), and each such mail
 * names the message or application it belongs to, so erasing one erases the
 * mails about it still waiting (ON DELETE CASCADE).
 */
export const readerFormTablesMigration = `
	CREATE TABLE reader_messages (
		id INTEGER PRIMARY KEY,
		-- The topic's id from the contact page's content (content/pages/*/contacts.md).
		topic TEXT NOT NULL,
		name TEXT NOT NULL,
		email TEXT NOT NULL,
		message TEXT NOT NULL,
		locale TEXT NOT NULL CHECK (locale IN ('en', 'zh-hans', 'zh-hant')),
		state TEXT NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'answered')),
		received_at TEXT NOT NULL,
		answered_at TEXT
	) STRICT;
	CREATE INDEX reader_messages_received ON reader_messages (received_at);

	CREATE TABLE applications (
		id INTEGER PRIMARY KEY,
		-- The application form's id (content/application-forms/): volunteer, youth-cabinet.
		form TEXT NOT NULL,
		name TEXT NOT NULL,
		email TEXT NOT NULL,
		-- JSON: [{ "id", "question" (English), "answer" }], in the order of the form.
		answers TEXT NOT NULL,
		locale TEXT NOT NULL CHECK (locale IN ('en', 'zh-hans', 'zh-hant')),
		received_at TEXT NOT NULL
	) STRICT;
	CREATE INDEX applications_received ON applications (received_at);

	CREATE TABLE outbox_rebuilt (
		id INTEGER PRIMARY KEY,
		subscriber_id INTEGER REFERENCES subscribers (id) ON DELETE CASCADE,
		reader_message_id INTEGER REFERENCES reader_messages (id) ON DELETE CASCADE,
		application_id INTEGER REFERENCES applications (id) ON DELETE CASCADE,
		kind TEXT NOT NULL CHECK (kind IN ('confirmation', 'campaign', 'reader-form')),
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
		created_at TEXT NOT NULL
	) STRICT;
	INSERT INTO outbox_rebuilt (id, subscriber_id, kind, recipient, locale, subject, text_body, html_body, headers,
		status, attempts, next_attempt_at, last_error, created_at)
		SELECT id, subscriber_id, kind, recipient, locale, subject, text_body, html_body, headers,
			status, attempts, next_attempt_at, last_error, created_at FROM outbox;
	DROP TABLE outbox;
	ALTER TABLE outbox_rebuilt RENAME TO outbox;
	CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
`
