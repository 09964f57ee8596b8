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
	/** The envelope sender (Return-Path) of our e-mails, a mailbox that receives bounces; null: MAIL_FROM's address. */
	bounceAddress: string | null
	/** Soft bounces in a row after which an address is suppressed and removed (docs/decisions/043). */
	softBounceLimit: number
	/** The bounce and complaint webhooks (server/webhooks/); each is off (404) until configured. */
	webhooks: WebhookConfig
	/** UNSUBSCRIBE_MAILBOX: an address whose `mailto:` joins the https link in List-Unsubscribe; absent, none. */
	unsubscribeMailbox?: string | null
}

export type WebhookConfig = {
	/** Amazon SES through SNS: the topic ARNs whose notifications are accepted; empty: the endpoint is off. */
	sesTopicArns: string[]
	/** Postmark: the Basic credentials put in the webhook's URL; null: the endpoint is off. */
	postmark: { user: string; password: string } | null
}

export function newsletterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NewsletterConfig {
	// Checked here too, so a bad SUPPRESSION_SECRET stops the server at start, not the first unsubscribe.
	suppressionSecretFromEnv(env)
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
		bounceAddress: env.BOUNCE_ADDRESS?.trim() || null,
		softBounceLimit: Math.max(1, wholeNumber(env.SOFT_BOUNCE_LIMIT, 3, 'SOFT_BOUNCE_LIMIT')),
		webhooks: webhookConfigFromEnv(env),
		unsubscribeMailbox: mailbox(env.UNSUBSCRIBE_MAILBOX),
	}
}

function webhookConfigFromEnv(env: NodeJS.ProcessEnv): WebhookConfig {
	const user = env.POSTMARK_WEBHOOK_USER ?? ''
	const password = env.POSTMARK_WEBHOOK_PASSWORD ?? ''
	if (Boolean(user) !== Boolean(password)) {
		throw new Error('The Postmark webhook needs POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD together')
	}
	if (password && password.length < 16) throw new Error('POSTMARK_WEBHOOK_PASSWORD must have at least 16 characters')
	return {
		sesTopicArns: (env.SES_SNS_TOPIC_ARNS ?? '')
			.split(',')
			.map((arn) => arn.trim())
			.filter(Boolean),
		postmark: user && password ? { user, password } : null,
	}
}

/**
 * The key of the suppression list's HMAC (docs/decisions/043): SUPPRESSION_SECRET
 * when set (at least 32 characters), otherwise null and the database's own
 * generated key is used. Read on every connection's thread (workers share
 * the environment).
 */
export function suppressionSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
	const secret = env.SUPPRESSION_SECRET ?? ''
	if (!secret) return null
	if (secret.length < 32) throw new Error('SUPPRESSION_SECRET must have at least 32 characters')
	return secret
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
