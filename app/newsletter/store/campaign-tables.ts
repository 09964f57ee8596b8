/**
 * The campaign sender's tables, one migration appended to the subscriber
 * database's list (database.server.ts). Campaign copies kept in the outbox
 * when no SMTP server is configured need the outbox to accept them: SQLite
 * cannot change a CHECK constraint, so that table is rebuilt as it was, with
 * one more kind.
 */
/**
 * A finished or cancelled campaign's per-reader rows are kept a while (for
 * the operator's questions), then pruned to their counts
 * (campaigns/store.ts `pruneRecipients`): `recipient_counts` holds them.
 */
export const campaignCountsMigration = `ALTER TABLE campaigns ADD COLUMN recipient_counts TEXT`

export const campaignTablesMigration = `
	CREATE TABLE campaigns (
		id INTEGER PRIMARY KEY,
		-- One campaign per news post, ever.
		post_slug TEXT NOT NULL UNIQUE,
		state TEXT NOT NULL CHECK (state IN ('scheduled', 'sending', 'paused', 'finished', 'cancelled')),
		-- The end of the grace period: nothing is sent before.
		send_after TEXT NOT NULL,
		-- The post as the manifest gave it (JSON): followed until sending starts, then kept as sent.
		post TEXT NOT NULL,
		-- Why the campaign is paused or cancelled, in words for the operator.
		reason TEXT,
		cancelled_by TEXT CHECK (cancelled_by IN ('post', 'operator')),
		created_at TEXT NOT NULL,
		started_at TEXT,
		finished_at TEXT,
		updated_at TEXT NOT NULL
	) STRICT;

	-- Who gets a campaign: every subscriber confirmed when it started, one row each.
	CREATE TABLE campaign_recipients (
		campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
		subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
		-- pending → sending (claimed) → submitted (end of message written) → sent; or failed.
		state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'submitted', 'sent', 'failed')),
		attempts INTEGER NOT NULL DEFAULT 0,
		next_attempt_at TEXT NOT NULL,
		last_error TEXT,
		sent_at TEXT,
		PRIMARY KEY (campaign_id, subscriber_id)
	) STRICT, WITHOUT ROWID;
	CREATE INDEX campaign_recipients_due ON campaign_recipients (campaign_id, state, next_attempt_at);
	-- Unsubscribing deletes the subscriber's rows here too (cascade): found by this index.
	CREATE INDEX campaign_recipients_subscriber ON campaign_recipients (subscriber_id);

	CREATE TABLE outbox_next (
		id INTEGER PRIMARY KEY,
		subscriber_id INTEGER NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
		kind TEXT NOT NULL CHECK (kind IN ('confirmation', 'campaign')),
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
	INSERT INTO outbox_next SELECT * FROM outbox;
	DROP TABLE outbox;
	ALTER TABLE outbox_next RENAME TO outbox;
	CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
`
