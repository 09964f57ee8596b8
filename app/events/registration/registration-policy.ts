/**
 * The registrations' promises, as numbers; the privacy page and the e-mails
 * say the same (docs/decisions/058).
 */
export const registrationPolicy = {
	/** A confirmation link works this long (and never past the event's start); then the unconfirmed registration is deleted. */
	confirmDays: 7,
	/** A repeat registration of a still-unconfirmed address re-sends the link at most this often. */
	resendAfterMinutes: 5,
	/** Registrations (names, addresses, answers) are deleted this many days after the event ends. */
	keepDaysAfterEvent: 30,
	/** The reminder goes out this many hours before the start. */
	reminderHoursBefore: 24,
	/** An answer to one of the event's questions is cut to this many characters. */
	maxAnswerLength: 1000,
} as const
