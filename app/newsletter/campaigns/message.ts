import DKIM from 'nodemailer/lib/dkim'
import MailComposer from 'nodemailer/lib/mail-composer'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { listUnsubscribeHeaders } from '#app/newsletter/delivery/mail-footer.ts'
import { unsubscribeUrl } from '#app/newsletter/links.ts'
import type { DkimConfig } from './config.ts'
import { personalize, type PostEmail } from './post-email.tsx'

/**
 * The headers DKIM signs: nodemailer's list (RFC 6376 § 5.4) plus
 * List-Unsubscribe-Post, which RFC 8058 § 4 requires to be covered by the
 * signature together with List-Unsubscribe, and Content-Language.
 */
const dkimHeaderFieldNames = [
	'From',
	'Sender',
	'Reply-To',
	'Subject',
	'Date',
	'Message-ID',
	'To',
	'Cc',
	'MIME-Version',
	'Content-Type',
	'Content-Transfer-Encoding',
	'Content-Language',
	'List-Id',
	'List-Unsubscribe',
	'List-Unsubscribe-Post',
].join(':')

export type Recipient = { subscriberId: number; email: string; locale: Locale; unsubscribeToken: string }

export type MessageOptions = {
	from: string
	publicBaseUrl: string
	dkim: DkimConfig | null
	campaignId: number
	/** UNSUBSCRIBE_MAILBOX: a `mailto:` joins the https link in List-Unsubscribe. */
	unsubscribeMailbox?: string | null
}

/** The address part of MAIL_FROM (`"Name" <a@b>` → `a@b`), for the SMTP envelope. */
export function envelopeAddress(from: string): string {
	return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim()
}

/**
 * One reader's message, as the bytes that go over SMTP. Its Message-ID is the
 * same every time it is built (campaign and subscriber), so if SMTP ever makes
 * us send it twice, mail systems that drop repeated Message-IDs show it once.
 */
export async function buildMessage(email: PostEmail, recipient: Recipient, options: MessageOptions): Promise<Buffer> {
	const host = new URL(options.publicBaseUrl).hostname
	const { html, text } = personalize(email, recipient.unsubscribeToken)
	const mail = new MailComposer({
		from: options.from,
		to: recipient.email,
		subject: email.subject,
		text,
		html,
		messageId: `<news.${options.campaignId}.${recipient.subscriberId}@${host}>`,
		headers: {
			'List-Id': `<newsletter.${host}>`,
			...listUnsubscribeHeaders(
				unsubscribeUrl(options.publicBaseUrl, recipient.locale, recipient.unsubscribeToken),
				recipient.unsubscribeToken,
				options.unsubscribeMailbox,
			),
			'Content-Language': localeConfig[recipient.locale].hrefLang,
		},
	})
	const root = mail.compile()
	// SMTP and DKIM both want CRLF line ends (the plain-text part comes with bare LFs).
	root.newline = 'windows'
	const raw = await root.build()
	if (!options.dkim) return raw
	return sign(raw, options.dkim)
}

function sign(raw: Buffer, dkim: DkimConfig): Promise<Buffer> {
	const signer = new DKIM({ ...dkim, headerFieldNames: dkimHeaderFieldNames })
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		const stream = signer.sign(raw)
		stream.on('data', (chunk: Buffer) => chunks.push(chunk))
		stream.on('end', () => resolve(Buffer.concat(chunks)))
		stream.on('error', reject)
	})
}
