/** An e-mail ready for the outbox: the same words as plain text and HTML. */
export type ComposedEmail = {
	subject: string
	text: string
	html: string
	/** Extra headers: one-click unsubscribe (RFC 2369 and RFC 8058), the language, Reply-To… */
	headers: Record<string, string>
	/** Files sent with it (an event's .ics): plain data, kept in the outbox as JSON. */
	attachments?: MailAttachment[]
}

export type MailAttachment = { filename: string; content: string; contentType: string }
