import { ExternalLink } from '#app/components/links/external-link.tsx'
import type { HelpContact as Contact } from '#app/content/schema/records/help-line.ts'
import { fillTemplate } from '#app/lib/format/fill-template.ts'

export type HelpContactWords = {
	labels: { call: string; text: string; email: string; whatsapp: string; whatsappBlocked: string; textKeyword: string }
	contactLabels: Record<NonNullable<Contact['label']>, string>
}

/**
 * One way to reach a service, as a label and a link: `tel:` for calls,
 * `sms:` for texts, `mailto:` for e-mail. A text line that asks for a
 * keyword says which ("send SHOUT to 85258").
 */
export function HelpContact({ contact, words }: { contact: Contact; words: HelpContactWords }) {
	const label = contact.label ? words.contactLabels[contact.label] : words.labels[contact.kind]
	// WhatsApp is blocked in mainland China, where many of our readers and their parents are: the link says so
	// (after a space in English, none before Chinese brackets).
	const blocked = words.labels.whatsappBlocked
	const link =
		contact.kind === 'whatsapp' ? (
			<>
				<ExternalLink href={contact.href}>{contact.display}</ExternalLink>
				{/^[\u3000-\u303f\uff00-\uffef]/.test(blocked) ? '' : ' '}
				{blocked}
			</>
		) : (
			<a href={contact.href}>{contact.display}</a>
		)
	return (
		<>
			<dt>{label}</dt>
			<dd>
				{contact.keyword
					? fillTemplate(words.labels.textKeyword, { keyword: <strong>{contact.keyword}</strong>, number: link })
					: link}
			</dd>
		</>
	)
}
