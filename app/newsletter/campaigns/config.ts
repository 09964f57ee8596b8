import { domainRates } from '#app/newsletter/delivery/domain-pacing.ts'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { newsletterConfigFromEnv } from '#app/newsletter/config.server.ts'
import { newsManifestFile } from './news-manifest.ts'

/** DKIM signing of campaign messages (nodemailer's signer; RFC 8058 wants both List-Unsubscribe headers signed). */
export type DkimConfig = { domainName: string; keySelector: string; privateKey: string }

/**
 * Everything the campaign sender needs, plain data (it is handed to the
 * sender's worker thread). README, "Newsletter: sending news", lists the
 * variables.
 */
export type CampaignConfig = {
	databasePath: string
	/** null: messages go to the outbox table, as confirmation e-mails do without SMTP. */
	smtpUrl: string | null
	mailFrom: string
	/** The envelope sender (Return-Path) when bounces go to a mailbox of their own; null: MAIL_FROM's address. */
	bounceAddress?: string | null
	publicBaseUrl: string
	/** The build's news manifest (news-manifest.ts). */
	manifestPath: string
	/** Between switching a post on and the first message: staff may switch it off again. */
	graceMs: number
	/** Messages per minute, across all connections. */
	ratePerMinute: number
	/** Messages per minute to each of these domains, inside `ratePerMinute` (delivery/domain-pacing.ts). */
	domainRates: Record<string, number>
	/** SMTP connections used at once. */
	connections: number
	/** Tries per recipient before the address is marked failed. */
	maxAttempts: number
	/** The first retry waits this long; each further one twice as long (capped at an hour). */
	retryBaseMs: number
	/** This many failures in a row (not counting addresses the server refuses for good) pause the campaign. */
	pauseAfterFailures: number
	/** How often the sender looks at the manifest file and the database. */
	pollMs: number
	/** A finished campaign's per-reader rows are pruned to counts after this long. */
	keepRecipientsMs: number
	/** A post is published from the start of its date in this IANA time zone. */
	timeZone: string
	dkim: DkimConfig | null
	/** UNSUBSCRIBE_MAILBOX: a `mailto:` joins the https link in List-Unsubscribe. */
	unsubscribeMailbox?: string | null
}

export function campaignConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CampaignConfig {
	const newsletter = newsletterConfigFromEnv(env)
	const buildDir = resolve(env.BUILD_DIR ?? 'build')
	const timeZone = env.CAMPAIGN_TIME_ZONE || 'UTC'
	if (!isTimeZone(timeZone)) {
		throw new Error(`CAMPAIGN_TIME_ZONE must be an IANA time zone such as America/Vancouver, not "${timeZone}"`)
	}
	return {
		databasePath: newsletter.databasePath,
		smtpUrl: newsletter.smtpUrl,
		mailFrom: newsletter.mailFrom,
		bounceAddress: newsletter.bounceAddress,
		publicBaseUrl: newsletter.publicBaseUrl,
		manifestPath: resolve(env.NEWS_MANIFEST_PATH || newsManifestFile(buildDir)),
		graceMs: number(env.CAMPAIGN_GRACE_SECONDS, 1800, 'CAMPAIGN_GRACE_SECONDS', 0) * 1000,
		ratePerMinute: number(env.CAMPAIGN_RATE_PER_MINUTE, 600, 'CAMPAIGN_RATE_PER_MINUTE', 1),
		domainRates: domainRates(env.CAMPAIGN_DOMAIN_RATES),
		connections: Math.trunc(number(env.CAMPAIGN_CONNECTIONS, 2, 'CAMPAIGN_CONNECTIONS', 1)),
		maxAttempts: Math.trunc(number(env.CAMPAIGN_MAX_ATTEMPTS, 4, 'CAMPAIGN_MAX_ATTEMPTS', 1)),
		retryBaseMs: number(env.CAMPAIGN_RETRY_SECONDS, 60, 'CAMPAIGN_RETRY_SECONDS', 0) * 1000,
		pauseAfterFailures: Math.trunc(number(env.CAMPAIGN_PAUSE_AFTER_FAILURES, 10, 'CAMPAIGN_PAUSE_AFTER_FAILURES', 1)),
		pollMs: number(env.CAMPAIGN_POLL_MS, 1000, 'CAMPAIGN_POLL_MS', 10),
		keepRecipientsMs: number(env.CAMPAIGN_KEEP_RECIPIENTS_DAYS, 90, 'CAMPAIGN_KEEP_RECIPIENTS_DAYS', 0) * 86_400_000,
		timeZone,
		dkim: dkimFromEnv(env),
		unsubscribeMailbox: newsletter.unsubscribeMailbox ?? null,
	}
}

function dkimFromEnv(env: NodeJS.ProcessEnv): DkimConfig | null {
	const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector } = env
	const privateKey = env.DKIM_PRIVATE_KEY || (env.DKIM_PRIVATE_KEY_FILE ? readKey(env.DKIM_PRIVATE_KEY_FILE) : '')
	if (!domainName && !keySelector && !privateKey) return null
	if (!domainName || !keySelector || !privateKey) {
		throw new Error('DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together')
	}
	if (!privateKey.includes('PRIVATE KEY')) throw new Error('DKIM_PRIVATE_KEY must be a PEM private key')
	return { domainName, keySelector, privateKey }
}

function readKey(file: string): string {
	try {
		return readFileSync(file, 'utf8')
	} catch (error) {
		throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read: ${(error as Error).message}`, { cause: error })
	}
}

function number(value: string | undefined, fallback: number, name: string, min: number): number {
	if (value === undefined || value === '') return fallback
	const parsed = Number(value)
	if (!Number.isFinite(parsed) || parsed < min) throw new Error(`${name} must be a number ≥ ${min}, not "${value}"`)
	return parsed
}

function isTimeZone(timeZone: string): boolean {
	try {
		return Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone.length > 0
	} catch {
		return false
	}
}
