/**
 * Words of the newsletter beyond the footer and its pages (content/pages):
 * the pages its e-mail links open, and the e-mails themselves.
 * Placeholders in braces are filled in by the code: {siteName}, {days}, {email}.
 */
export const newsletter = {
	confirm: {
		meta: { title: 'Confirm your subscription', description: 'Confirm your subscription to our newsletter.' },
		ready: {
			title: 'One more step',
			text: 'Press the button to confirm that you would like to receive our newsletter at this address.',
			button: 'Yes, subscribe me',
		},
		confirmed: {
			title: 'You are subscribed',
			text: 'Thank you. Our newsletter will reach you a few times a year. Each one has a link to leave in one click.',
		},
		alreadyConfirmed: {
			title: 'You are already subscribed',
			text: 'This link has been used already: your subscription is confirmed, and there is nothing more to do.',
		},
		home: 'Back to the home page',
		invalid: {
			title: 'This link no longer works',
			text: 'It may have expired (links work for 7 days), been replaced by a newer e-mail, or been copied incompletely. You are welcome to sign up again.',
			link: 'Sign up again',
		},
		unavailable: {
			title: 'Please try again later',
			text: 'We could not confirm your subscription just now, and nothing was changed. Please open the link again later.',
		},
	},
	unsubscribe: {
		meta: { title: 'Unsubscribe', description: 'Leave our newsletter.' },
		ready: {
			title: 'Leave our newsletter?',
			text: 'Press the button and we will delete this address from our list straight away.',
			button: 'Unsubscribe',
		},
		unsubscribed: {
			title: 'You have left our newsletter',
			text: 'We have deleted your address and everything we kept with it. You will not hear from us again unless you sign up again.',
		},
		invalid: {
			title: 'This address is not on our list',
			text: 'If you have already unsubscribed, there is nothing more to do: we no longer have your address. If our e-mails still reach you, please write to us and we will remove it by hand.',
		},
		unavailable: {
			title: 'Please try again later',
			text: 'We could not unsubscribe you just now, and nothing was changed. Please open the link again later, or write to us.',
		},
		contact: 'Write to us at {email}',
		signUpAgain: 'Changed your mind? Sign up again',
	},
	email: {
		subject: 'Please confirm your subscription to the {siteName} newsletter',
		greeting: 'Hello,',
		request:
			'We received a request to send the {siteName} newsletter to this address. To confirm, please open this link within {days} days:',
		button: 'Confirm my subscription',
		ignore:
			'If you did not ask for this, you can ignore this message. We will not write again, and we will delete the address when the link expires.',
		leave: 'To remove this address from our list now:',
		leaveLink: 'Unsubscribe',
		signOff: 'With warm wishes,',
	},
	/** News posts sent to subscribers (app/newsletter/campaigns/post-email.ts). */
	campaign: {
		readOnSite: 'Read it on our website',
		why: 'You receive this e-mail because you subscribed to the {siteName} newsletter.',
		leave: 'Unsubscribe in one click',
	},
}
