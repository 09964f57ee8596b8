import { createHash, timingSafeEqual } from 'node:crypto'
import type { MailEvent } from '#app/newsletter/store/mail-events.server.ts'

/**
 * Postmark's webhooks authenticate with HTTP Basic credentials written into
 * the webhook's URL (`https://user:password@site/webhooks/mail/postmark`), as
 * Postmark documents. Both parts are compared in constant time (as SHA-256
 * digests, so their lengths reveal nothing either).
 */
export function basicAuthMatches(header: string | undefined, expected: { user: string; password: string }): boolean {
	const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
	const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : ''
	const colon = decoded.indexOf(':')
	const user = colon < 0 ? '' : decoded.slice(0, colon)
	const password = colon < 0 ? '' : decoded.slice(colon + 1)
	// Both compared every time: no early exit that times which part was wrong.
	const userOk = same(user, expected.user)
	const passwordOk = same(password, expected.password)
	return colon >= 0 && userOk && passwordOk
}

const same = (a: string, b: string) =>
	timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())

/** Postmark bounce types that mean the mailbox does not exist or will never take our mail. */
const hardTypes = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated'])
/** Temporary failures, counted towards the soft-bounce limit. */
const softTypes = new Set(['SoftBounce', 'Transient', 'DnsError'])

/**
 * Postmark's documented payloads: RecordType `Bounce` (with `Type`
 * HardBounce, SoftBounce, …, and `Email`), `SpamComplaint` (`Email`),
 * `Delivery` (`Recipient`). Other records and bounce types (auto-replies,
 * challenge e-mails…) give no event. Keyed by Postmark's `ID` (or, for a
 * delivery, its MessageID).
 */
export function postmarkEvents(payload: unknown): MailEvent[] | null {
	if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null
	const record = payload as Record<string, unknown>
	const id = String(record.ID ?? record.MessageID ?? '')
	const event = (kind: MailEvent['kind'], address: unknown): MailEvent[] =>
		typeof address === 'string' && address.includes('@') && id
			? [{ id: `postmark:${String(record.RecordType)}:${id}`, address, kind }]
			: []
	switch (record.RecordType) {
		case 'Bounce':
			if (record.Type === 'SpamComplaint') return event('complaint', record.Email)
			if (hardTypes.has(String(record.Type))) return event('hard-bounce', record.Email)
			if (softTypes.has(String(record.Type))) return event('soft-bounce', record.Email)
			return []
		case 'SpamComplaint':
			return event('complaint', record.Email)
		case 'Delivery':
			return event('delivery', record.Recipient)
		default:
			return []
	}
}
