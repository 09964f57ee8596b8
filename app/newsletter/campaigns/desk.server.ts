import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Locale } from '#app/i18n/locales.ts'
import { describe } from '#app/newsletter/delivery/outbox.server.ts'
import { SmtpLane } from '#app/newsletter/delivery/smtp.ts'
import type { CampaignConfig } from './config.ts'
import { buildMessage, envelopeAddress } from './message.ts'
import { parseNewsManifest, type NewsPostForMail } from './news-manifest.ts'
import { personalize, renderPostEmail } from './post-email.tsx'

/**
 * What an operator does with one post's e-mail before or while it is sent,
 * shared by `npm run campaigns` and the workspace's newsletter desk: find
 * the post in the news manifest, preview it, send a test copy.
 */

/** The post as the build's news manifest describes it; a sentence saying why not otherwise. */
export async function postFromManifest(config: CampaignConfig, slug: string): Promise<NewsPostForMail | string> {
	let parsed: ReturnType<typeof parseNewsManifest>
	try {
		parsed = parseNewsManifest(JSON.parse(await readFile(config.manifestPath, 'utf8')))
	} catch (error) {
		return `The news manifest ${config.manifestPath} cannot be read: ${describe(error)}`
	}
	if (!parsed.ok) return `The news manifest ${config.manifestPath} is not usable: ${parsed.problem}`
	return (
		parsed.posts.find((candidate) => candidate.slug === slug) ??
		`No post "${slug}" in ${config.manifestPath}. Posts: ${parsed.posts.map((p) => p.slug).join(', ') || 'none'}.`
	)
}

/** The e-mail as a subscriber would get it, with a token no one has (its unsubscribe link leads nowhere). */
export async function previewEmail(post: NewsPostForMail, locale: Locale, publicBaseUrl: string) {
	const email = await renderPostEmail(post, locale, publicBaseUrl)
	return { subject: email.subject, ...personalize(email, '0'.repeat(64)) }
}

/** Sends a test copy ("[Test] …") to one address; resolves with the mail server's reply. */
export async function sendTestCopy(
	config: CampaignConfig,
	post: NewsPostForMail,
	address: string,
	locale: Locale,
): Promise<string> {
	if (!config.smtpUrl) throw new Error('SMTP_URL is not set, so nothing can be sent.')
	const email = await renderPostEmail(post, locale, config.publicBaseUrl)
	const raw = await buildMessage(
		{ ...email, subject: `[Test] ${email.subject}` },
		// A token no subscriber has: the test copy's unsubscribe link leads to "not on our list".
		{ subscriberId: 0, email: address, locale, unsubscribeToken: '0'.repeat(64) },
		{
			from: config.mailFrom,
			publicBaseUrl: config.publicBaseUrl,
			dkim: config.dkim,
			unsubscribeMailbox: config.unsubscribeMailbox,
			campaignId: Number.parseInt(randomBytes(4).toString('hex'), 16),
		},
	)
	const lane = new SmtpLane(config.smtpUrl)
	try {
		return await lane.send({ from: envelopeAddress(config.mailFrom), to: address }, raw, () => {})
	} finally {
		lane.close()
	}
}
