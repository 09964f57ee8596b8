import type { PageMeta } from '../../types.ts'

/** A headed part of the privacy notice. {email}, {siteName} and {backupDays} are filled in by the page. */
export type NoticeSection = {
	id: string
	heading: string
	paragraphs: string[]
	items?: string[]
	after?: string[]
}

export type PrivacyPageContent = {
	meta: PageMeta
	title: string
	summary: string
	sections: NoticeSection[]
	/** Shown with the date of the wording (the consent version). */
	updated: string
}

/** The page a sign-up sent without JavaScript lands on: what to do next, and what if nothing arrives. */
export type InboxPageContent = {
	meta: PageMeta
	title: string
	summary: string
	/** `next` (numbered steps; {siteName} is filled in) and `help`. */
	sections: NoticeSection[]
	links: { signUpAgain: string; home: string }
}

export const newsletterPages = {
	'/newsletter/check-your-inbox': {
		meta: {
			title: 'Please check your inbox',
			description:
				'What to do after signing up for our newsletter: confirm your address by following the link we sent.',
		},
		title: 'Please check your inbox',
		summary:
			'If this address is not on our list yet, a message from us is on its way to it. Your subscription starts when you follow the link inside.',
		sections: [
			{
				id: 'next',
				heading: 'What to do next',
				paragraphs: [],
				items: [
					'Open the message from {siteName}. Its subject begins “Please confirm your subscription”.',
					'Follow the link in it within 7 days. We send nothing else until you do.',
					'That is all: the newsletter will reach you a few times a year, each issue with a link to leave in one click.',
				],
			},
			{
				id: 'help',
				heading: 'If nothing arrives',
				paragraphs: [],
				items: [
					'Wait a few minutes, then look in your spam or junk folder.',
					'Check that the address was typed correctly; if it was not, sign up again.',
					'If you are already subscribed, we do not send the message again.',
					'To protect your mailbox, we send at most 3 confirmation messages a day to one address.',
				],
			},
		],
		links: { signUpAgain: 'Sign up with another address', home: 'Back to the home page' },
	} satisfies InboxPageContent,
	'/privacy': {
		meta: {
			title: 'Privacy notice',
			description:
				'What we keep when you sign up for our newsletter, why we keep it, for how long, and how to leave at any time.',
		},
		title: 'Privacy',
		summary:
			'What we keep when you sign up for our newsletter, why, for how long, and how to leave. In short: your e-mail address and the record that you asked, for this newsletter only.',
		sections: [
			{
				id: 'what-we-keep',
				heading: 'What we keep',
				paragraphs: ['When you sign up for the newsletter, we store:'],
				items: [
					'your e-mail address, in lower case;',
					'the language of the page you signed up on, so that we write to you in it, and which page it was;',
					'the date and time you signed up, and which version of the sign-up wording you saw, as a record that you asked;',
					'whether and when you confirmed;',
					'two random codes that make the links in our e-mails work: one to confirm, one to unsubscribe.',
				],
				after: ['A copy of the confirmation e-mail is kept only until it has been sent, and never longer than 7 days.'],
			},
			{
				id: 'what-we-do-not-collect',
				heading: 'What we do not collect',
				paragraphs: [],
				items: [
					'This website sets no cookies and uses no analytics, advertising or tracking tools.',
					'The website’s own software keeps no record of your visits. To stop the sign-up form being abused, it remembers the internet (IP) address a sign-up came from for ten minutes, in memory only, and never stores it.',
					'Our confirmation e-mail contains no tracking images or tracking links.',
					'Our error logs never contain your e-mail address.',
				],
			},
			{
				id: 'why',
				heading: 'Why we keep it',
				paragraphs: [
					'Only to send you the newsletter you asked for, in your language, and to be able to show that you asked for it. We do not sell, rent or share your address, and we do not use it for anything else.',
					'If you do not confirm your sign-up, we never write to you again.',
				],
			},
			{
				id: 'how-long',
				heading: 'How long we keep it',
				paragraphs: [],
				items: [
					'If you do not confirm within 7 days, the link expires and we delete your address.',
					'Once you have confirmed, we keep it until you leave.',
					'When you unsubscribe, we delete your address and everything kept with it straight away.',
					'Backup copies of the list are kept for at most {backupDays} days, so a deleted address disappears from them within that time.',
				],
			},
			{
				id: 'how-to-leave',
				heading: 'How to leave',
				paragraphs: [],
				items: [
					'Every e-mail we send has an unsubscribe link. One click is enough, and you do not need an account. Many e-mail apps also show an “Unsubscribe” button beside our messages, which does the same.',
					'Or write to us at {email} and we will delete your address by hand.',
					'You may also write to ask what we hold about you, or to have it corrected.',
				],
			},
			{
				id: 'who',
				heading: 'Who looks after it',
				paragraphs: [
					'{siteName} keeps the list on the server that runs this website and uses it only for this newsletter. Our e-mails are handed to a mail delivery service, which uses your address only to deliver them. Questions are welcome at {email}.',
				],
			},
		],
		updated: 'This notice was last changed on',
	} satisfies PrivacyPageContent,
}
