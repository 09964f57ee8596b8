import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { markdownWithPlaceholders } from '#app/content/schema/placeholders.ts'
import { pageBasics } from './page-basics.ts'

/**
 * Newsletter (/newsletter): the page around the sign-up form. The form's own
 * words (labels, consent, messages) are the footer's, in the layout file.
 */
export const newsletterPage = z.strictObject({
	...pageBasics,
	signUp: field.object('Sign-up form and how it works', {
		formHeading: field.string('Heading above the form'),
		resultHeading: field.string('Heading above the answer to a sign-up'),
		stepsHeading: field.string('Heading of the steps'),
		steps: field.markdown('How signing up works', { hint: 'A numbered list: 1. …' }),
	}),
})

/** Where a sign-up sent without JavaScript lands (/newsletter/check-your-inbox): what to do next, and what if nothing arrives. */
export const checkInboxPage = z.strictObject({
	...pageBasics,
	next: field.object('What to do next', {
		heading: field.string('Heading'),
		body: markdownWithPlaceholders('Steps', ['siteName'], { hint: 'A numbered list: 1. …' }),
	}),
	help: field.object('If nothing arrives', {
		heading: field.string('Heading'),
		body: field.markdown('Text', { hint: 'A list: - …' }),
	}),
	links: field.object('Links at the end', {
		signUpAgain: field.string('Link to sign up again'),
		home: field.string('Link to the home page'),
	}),
})

/**
 * The privacy notice (/privacy): what the newsletter keeps, why, how long, and
 * how to leave. It must say what app/newsletter/ does: change both together,
 * and the consent version in app/newsletter/store/policy.ts with them.
 */
export const privacyPage = z.strictObject({
	...pageBasics,
	updated: field.string('Words before the date of the notice', {
		hint: 'The date is the consent version (app/newsletter/store/policy.ts).',
	}),
	body: markdownWithPlaceholders('The notice', ['siteName', 'email', 'backupDays', 'messageDays', 'applicationDays'], {
		hint: 'Start each part with a heading and its anchor: ## What we keep {#what-we-keep}.',
	}),
})
