import { site } from '#app/config/site.ts'
// Composed in the database's thread, in plain Node: the site words come from the build.
import { siteWordsFor } from '#app/content/site-words.server.ts'
import type { ComposedEmail } from '#app/forms/composed-email.ts'
import { plainEmail, type EmailPart } from '#app/forms/plain-email.server.ts'
import type { Locale } from '#app/i18n/locales.ts'

/** What an e-mail says about its event, in one language: computed by the server from the event record. */
export type EventMailInfo = {
	title: string
	when: string
	where?: string
	/** The event's page (absolute URL). */
	url: string
	/** The event as an iCalendar file, attached to the e-mails that give a place. */
	calendar?: { filename: string; content: string }
}

/** Each e-mail a registration may receive. */
export type RegistrationMailKind = 'confirm' | 'registered' | 'waiting' | 'promoted' | 'reminder'

type Details = {
	info: EventMailInfo
	name: string
	cancelUrl: string
	confirmUrl?: string
	/** A message staff wrote to the registrants (the workspace): subject and text instead of the words. */
	staffMessage?: { subject: string; text: string }
}

const withCalendar: Record<RegistrationMailKind, boolean> = {
	confirm: false,
	registered: true,
	waiting: false,
	promoted: true,
	reminder: true,
}

/**
 * An e-mail about a registration, in the registrant's language: the words of
 * Site words › Event registration, the event's details, its .ics when it
 * gives (or reminds of) a place, and the link to cancel.
 */
export function registrationEmail(
	kind: RegistrationMailKind | 'staff',
	locale: Locale,
	details: Details,
): ComposedEmail {
	const words = siteWordsFor(locale).eventRegistration.emails
	const { info } = details
	const siteName = site.name.value[locale]
	const fill = (text: string) =>
		text.replaceAll('{event}', info.title).replaceAll('{siteName}', siteName).replaceAll('{name}', details.name)
	const own = kind === 'staff' ? undefined : words[kind]
	const subject = details.staffMessage ? details.staffMessage.subject : fill(own!.subject)
	const facts = [
		info.title,
		`${words.labels.when}: ${info.when}`,
		...(info.where ? [`${words.labels.where}: ${info.where}`] : []),
		`${words.labels.page}: ${info.url}`,
	].join('\n')
	const calendar = kind !== 'staff' && withCalendar[kind] ? info.calendar : undefined
	const parts: EmailPart[] = [
		fill(words.greeting),
		details.staffMessage ? details.staffMessage.text : fill(own!.text),
		...(kind === 'confirm' && details.confirmUrl ? [{ button: words.confirm.button, href: details.confirmUrl }] : []),
		...(kind === 'confirm' ? [fill(words.confirm.ignore)] : []),
		facts,
		...(calendar ? [words.calendarAttached] : []),
		`${words.signOff}\n${siteName}`,
	]
	return plainEmail({
		locale,
		subject,
		parts,
		footer: [
			{ text: fill(words.why) },
			{ text: words.cancel, link: { href: details.cancelUrl, label: words.cancelLink } },
			{
				text: siteWordsFor(locale)
					.emails.footer.sender.replaceAll('{siteName}', siteName)
					.replaceAll('{postalAddress}', site.postalAddress.value),
			},
		],
		attachments: calendar
			? [
					{
						filename: calendar.filename,
						content: calendar.content,
						contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
					},
				]
			: undefined,
	})
}
