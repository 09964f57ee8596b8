import type { MailEvent } from '#app/newsletter/store/mail-events.server.ts'

/**
 * Amazon SES notifications (the `Message` of an SNS notification, itself
 * JSON): `notificationType` from SES's notification topics, `eventType` from
 * configuration-set event publishing. Bounce with bounceType `Permanent` →
 * hard bounce; `Transient` or `Undetermined` → soft bounce; Complaint →
 * complaint (unless its feedback type is `not-spam`); Delivery → delivery.
 * Anything else gives no event. Each recipient gets its own event, keyed by
 * the SNS MessageId (the same on SNS's retries) and its place in the list.
 */
export function sesEvents(snsMessageId: string, message: string): MailEvent[] {
	let notification: unknown
	try {
		notification = JSON.parse(message)
	} catch {
		return []
	}
	if (typeof notification !== 'object' || notification === null) return []
	const record = notification as Record<string, unknown>
	const type = record.notificationType ?? record.eventType
	const events = (kind: MailEvent['kind'], addresses: unknown[]): MailEvent[] =>
		addresses
			.map((address, index) => ({ id: `ses:${snsMessageId}:${index}`, address, kind }))
			.filter((event): event is MailEvent => typeof event.address === 'string' && event.address.includes('@'))

	if (type === 'Bounce') {
		const bounce = (record.bounce ?? {}) as Record<string, unknown>
		const kind = bounce.bounceType === 'Permanent' ? 'hard-bounce' : 'soft-bounce'
		return events(
			kind,
			list(bounce.bouncedRecipients, (item) => item.emailAddress),
		)
	}
	if (type === 'Complaint') {
		const complaint = (record.complaint ?? {}) as Record<string, unknown>
		if (complaint.complaintFeedbackType === 'not-spam') return []
		return events(
			'complaint',
			list(complaint.complainedRecipients, (item) => item.emailAddress),
		)
	}
	if (type === 'Delivery') {
		const delivery = (record.delivery ?? {}) as Record<string, unknown>
		return events('delivery', list(delivery.recipients))
	}
	return []
}

/** The items of a list (or a field of each, when they are objects); nothing when it is not a list. */
function list(value: unknown, pick: (item: Record<string, unknown>) => unknown = (item) => item): unknown[] {
	return Array.isArray(value)
		? value.map((item: unknown) =>
				typeof item === 'object' && item !== null ? pick(item as Record<string, unknown>) : item,
			)
		: []
}
