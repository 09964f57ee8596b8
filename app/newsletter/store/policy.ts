/**
 * The newsletter's promises, as numbers. The words that state them (the
 * footer, the privacy page, the e-mails) say the same; a test checks that
 * the English words mention `confirmDays`.
 */
export const policy = {
	/** A confirmation link works this long; then the unconfirmed address is deleted. */
	confirmDays: 7,
	/** A repeat sign-up re-sends the confirmation e-mail at most this often… */
	resendAfterMinutes: 5,
	/** …and at most this many times in 24 hours, so the form cannot be used to flood a mailbox. */
	maxConfirmationsPerDay: 3,
	/** A message left in the outbox (no SMTP configured, or delivery failed) is deleted after this long. */
	outboxKeepDays: 7,
	/**
	 * A suppressed address (unsubscribed, erased, bounced, complained) is kept as
	 * a keyed hash this long, then forgotten: Hong Kong's UEMO asks senders to
	 * keep unsubscribe requests for 3 years (docs/decisions/043).
	 */
	suppressionKeepDays: 3 * 365 + 1,
	/** Provider notifications already handled are remembered this long, so a repeated one changes nothing. */
	mailEventKeepDays: 14,
	/**
	 * Which wording of the consent line and privacy notice a reader saw, stored
	 * with each sign-up. Change it whenever either text changes in substance.
	 */
	consentVersion: '2026-11-26',
	/**
	 * How long backups of the list are kept: the foundation's choice, stated on
	 * the privacy page. ⚠️ Example value until the foundation decides (README, Backups).
	 */
	backupKeepDays: { value: 30, example: true },
} as const
