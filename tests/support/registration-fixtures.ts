import { calendarFile } from '#app/events/calendar.ts'
import type { EventMailInfo } from '#app/events/registration/registration-emails.server.ts'
import type { MailSetting } from '#app/events/registration/store/registrations.server.ts'
import { locales, type Locale } from '#app/i18n/locales.ts'

/** A test event's start and end: a fixed Saturday afternoon. */
export const fixtureStart = new Date('2027-03-13T22:00:00Z')
export const fixtureEnd = new Date('2027-03-14T00:00:00Z')

/** A test event as the registration e-mails describe it, in every language, with its .ics. */
export function fixtureMailInfo(): Record<Locale, EventMailInfo> {
	return Object.fromEntries(
		locales.map((locale) => [
			locale,
			{
				title: `Test seminar (${locale})`,
				when: 'Saturday, March 13, 2027, 2:00 – 4:00 PM',
				where: 'Online',
				url: `https://site.example/events/test-seminar`,
				calendar: {
					filename: 'test-seminar.ics',
					content: calendarFile({
						language: 'en',
						name: 'Test',
						host: 'site.example',
						events: [
							{
								id: 'test-seminar',
								title: `Test seminar (${locale})`,
								description: 'A test.',
								start: fixtureStart,
								end: fixtureEnd,
								url: 'https://site.example/events/test-seminar',
								status: 'scheduled',
							},
						],
					}),
				},
			},
		]),
	) as Record<Locale, EventMailInfo>
}

/** The setting a registration write takes, at `now`. */
export const fixtureSetting = (now: Date): MailSetting => ({
	publicBaseUrl: 'https://site.example',
	delivery: 'logged',
	info: fixtureMailInfo(),
	now,
})

/** The token of the first link to `kind` in an e-mail's text. */
export function linkToken(text: string, kind: 'confirm' | 'cancel'): string {
	const match = text.match(new RegExp(`/events/registration/${kind}/([0-9a-f]{64})`))
	if (!match) throw new Error(`No ${kind} link in:\n${text}`)
	return match[1]!
}
