import { resolve } from 'node:path'
import { site } from '#app/config/site.ts'

/** Everything the sign-up needs from its surroundings. README, "Newsletter: configuration", lists the variables. */
export type NewsletterConfig = {
	/** The SQLite file (created with its folder on start). */
	databasePath: string
	/** smtp:// or smtps:// URL of the mail server; null keeps messages in the outbox and prints them to the log. */
	smtpUrl: string | null
	/** The From header of our e-mails. */
	mailFrom: string
	/** Origin the links in e-mails point at (never taken from a request's Host header). */
	publicBaseUrl: string
	/** Sign-ups allowed per client IP per window; 0 turns the limit off (benchmarks only). */
	rateLimit: { limit: number; windowMs: number }
	/** Other origins whose pages may post the form (a static copy of the site on another host). */
	allowedOrigins: string[]
	/** UNSUBSCRIBE_MAILBOX: an address whose `mailto:` joins the https link in List-Unsubscribe; absent, none. */
	unsubscribeMailbox?: string | null
}

export function newsletterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NewsletterConfig {
	return {
		databasePath: resolve(env.DATABASE_PATH || 'data/newsletter.sqlite'),
		smtpUrl: env.SMTP_URL || null,
		mailFrom: env.MAIL_FROM || `"${site.name.value.en}" <${site.email.value}>`,
		publicBaseUrl: (env.PUBLIC_BASE_URL || site.baseUrl.value).replace(/\/+$/, ''),
		rateLimit: {
			// Enough for a group signing up together on one Wi-Fi at a community event (one public IP address).
			limit: wholeNumber(env.NEWSLETTER_RATE_LIMIT, 20, 'NEWSLETTER_RATE_LIMIT'),
			windowMs: wholeNumber(env.NEWSLETTER_RATE_WINDOW_SECONDS, 600, 'NEWSLETTER_RATE_WINDOW_SECONDS') * 1000,
		},
		allowedOrigins: (env.NEWSLETTER_ALLOWED_ORIGINS ?? '')
			.split(',')
			.map((origin) => origin.trim().replace(/\/+$/, ''))
			.filter(Boolean),
		unsubscribeMailbox: mailbox(env.UNSUBSCRIBE_MAILBOX),
	}
}

/** A bare address (no name, no angle brackets): it goes into a `mailto:` URL as it is. */
function mailbox(value: string | undefined): string | null {
	const address = value?.trim()
	if (!address) return null
	if (!/^[^\s@<>(),;:"\\]+@[a-z\d.-]+\.[a-z]{2,}$/i.test(address)) {
		throw new Error(
			`UNSUBSCRIBE_MAILBOX must be a bare e-mail address such as unsubscribe@example.org, not "${address}"`,
		)
	}
	return address
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
	if (value === undefined || value === '') return fallback
	const number = Number(value)
	if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number, not "${value}"`)
	return number
}
