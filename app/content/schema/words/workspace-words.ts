import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { phrase } from '#app/content/schema/phrase.ts'

/**
 * The staff workspace's words (/admin: signing in, publishing, the newsletter
 * desk, before going live, staff, passkeys), one file per language like the
 * site words: content/ui/<locale>/workspace.yml, Traditional generated.
 * Edited in the CMS as "Workspace words".
 */
type Labels = Record<string, string>
/** A group of short lines, each with its label in the CMS. */
const lines = <T extends Labels>(label: string, labels: T) =>
	field.object(
		label,
		Object.fromEntries(Object.entries(labels).map(([key, text]) => [key, field.string(text)])) as {
			[K in keyof T]: ReturnType<typeof field.string>
		},
		{ collapsed: true },
	)

const common = lines('Every workspace page', {
	workspace: 'Name of the workspace',
	navLabel: 'Name of the workspace menu (for screen readers)',
	editor: 'Menu: edit the site',
	publishing: 'Menu: publishing',
	newsletter: 'Menu: newsletter',
	goingLive: 'Menu: before going live',
	inbox: 'Menu: messages from readers',
	applications: 'Menu: applications',
	events: 'Menu: event registrations',
	staff: 'Menu: staff',
	account: 'Menu: your account',
	signOut: 'Sign-out button',
	viewSite: 'Link to the public site',
	language: 'Language switch label',
	roleEditor: 'Role: editor',
	roleNewsletter: 'Role: newsletter',
	roleAdmin: 'Role: admin',
	done: 'Message after an action worked',
	refused: 'Message after an action was refused',
	unavailable: 'Message when the database cannot be reached',
})

const signIn = field.object(
	'Signing in',
	{
		title: field.string('Heading'),
		intro: field.text('Text above the form'),
		email: field.string('E-mail field label'),
		button: field.string('Button that sends the link'),
		sentTitle: field.string('Heading after sending'),
		sentText: phrase('Text after sending', [], { optional: ['minutes'], long: true }),
		invalidEmail: field.string('Message: not an e-mail address'),
		limited: field.string('Message: too many attempts'),
		linkTitle: field.string('Heading on the page the link opens'),
		linkText: field.text('Text on the page the link opens'),
		linkButton: field.string('Button that signs in'),
		linkUsed: field.text('Message: link already used'),
		linkExpired: field.text('Message: link expired'),
		linkInvalid: field.text('Message: link unknown'),
		again: field.string('Link: ask for a new link'),
		passkey: field.string('Button: sign in with a passkey'),
		passkeyFailed: field.text('Message: passkey sign-in failed'),
		signedOut: field.string('Message after signing out'),
		emailSubject: phrase('E-mail subject', [], { optional: ['siteName'] }),
		emailText: phrase('E-mail text before the link', ['name', 'minutes'], { long: true }),
		emailIgnore: field.text('E-mail: if you did not ask for this'),
	},
	{ collapsed: true },
)

const publishing = field.object(
	'Publishing',
	{
		title: field.string('Heading'),
		intro: field.text('Text under the heading'),
		state: field.string('Label: state of the site'),
		idle: phrase('State: live and up to date', [], { optional: ['time'] }),
		building: phrase('State: building', [], { optional: ['time'] }),
		queued: field.string('State: another change waits'),
		failed: phrase('State: the last build failed', [], { optional: ['time'] }),
		off: field.text('State: this server does not build'),
		buildError: field.string('Label: what the build said'),
		pushed: field.string('Remote: copies sent'),
		pushFailed: phrase('Remote: copy failed', ['error']),
		noRemote: field.text('Remote: none set'),
		history: field.string('Heading of the history'),
		when: field.string('Column: when'),
		who: field.string('Column: who'),
		what: field.string('Column: what'),
		pages: field.string('Column: pages'),
		noPages: field.string('No page link (a setting, words or a photo)'),
		undo: field.string('Undo button'),
		undoLabel: phrase('Undo button for screen readers', ['what']),
		undone: field.string('Message: undone'),
		undoConflict: field.text('Message: undo impossible (changed since)'),
		empty: field.string('History is empty'),
		rebuild: field.string('Button: build again'),
	},
	{ collapsed: true },
)

const newsletter = field.object(
	'Newsletter desk',
	{
		title: field.string('Heading'),
		subscribers: field.string('Heading: subscribers'),
		language: field.string('Column: language'),
		pending: field.string('Column: waiting for confirmation'),
		confirmed: field.string('Column: confirmed'),
		growth: field.string('Heading: new subscribers per week'),
		week: field.string('Column: week starting'),
		added: field.string('Column: new'),
		campaigns: field.string('Heading: campaigns'),
		noCampaigns: field.string('No campaigns yet'),
		campaignState: field.string('Column: state'),
		progress: phrase('Progress', ['sent', 'total']),
		preview: field.string('Link: preview'),
		testSend: field.string('Button: send a test to me'),
		testSent: phrase('Message: test sent', ['address']),
		pause: field.string('Button: pause'),
		resume: field.string('Button: resume'),
		cancel: field.string('Button: cancel'),
		export: field.string('Link: export confirmed subscribers (CSV)'),
		scheduled: field.string('State: waiting for its time'),
		sending: field.string('State: sending'),
		paused: field.string('State: paused'),
		finished: field.string('State: finished'),
		cancelled: field.string('State: cancelled'),
		address: field.string('Field: e-mail address'),
		erase: field.string('Heading: erase an address'),
		eraseHint: field.text('Text: what erasing does'),
		eraseButton: field.string('Button: erase'),
		erased: field.string('Message: erased'),
		notFound: field.string('Message: address not on the list'),
	},
	{ collapsed: true },
)

const goingLive = field.object(
	'Before going live',
	{
		title: field.string('Heading'),
		intro: field.text('Text under the heading'),
		examples: field.string('Heading: example values still in place'),
		edit: field.string('Link: edit'),
		none: field.string('Message: nothing left'),
	},
	{ collapsed: true },
)

const staff = field.object(
	'Staff',
	{
		title: field.string('Heading'),
		invite: field.string('Heading: invite'),
		name: field.string('Field: name'),
		email: field.string('Field: e-mail'),
		role: field.string('Field: role'),
		inviteButton: field.string('Button: invite'),
		invited: phrase('Message: invited', ['address']),
		change: field.string('Button: change role'),
		remove: field.string('Button: remove'),
		removeLabel: phrase('Remove button for screen readers', ['name']),
		lastAdmin: field.text('Message: the last admin stays'),
		audit: field.string('Heading: recent actions'),
		commandLine: field.string('Who, for actions taken on the server’s command line'),
	},
	{ collapsed: true },
)

const account = field.object(
	'Your account and passkeys',
	{
		title: field.string('Heading'),
		passkeys: field.string('Heading: passkeys'),
		intro: field.text('Text: what a passkey is'),
		label: field.string('Field: name of the device'),
		add: field.string('Button: add a passkey'),
		none: field.string('No passkeys yet'),
		remove: field.string('Button: remove'),
		added: field.string('Message: passkey added'),
		unsupported: field.text('Message: this browser has no passkeys'),
		needsScript: field.text('Message: passkeys need JavaScript'),
		failed: field.text('Message: adding the passkey did not work'),
		created: field.string('Column: added on'),
		lastUsed: field.string('Column: last used'),
		never: field.string('Never used'),
	},
	{ collapsed: true },
)

const saving = field.object(
	'Saving from the editor (messages the editor shows)',
	{
		notSaved: field.string('Before the list of problems: nothing was saved'),
		signInFirst: field.string('Not signed in'),
		notAllowed: field.string('Role does not allow editing'),
		otherSite: field.string('Request from another website'),
		badPath: field.string('File outside the content folders'),
		badType: phrase('Upload of a kind not allowed', ['kinds']),
		tooLarge: phrase('Upload too large', ['megabytes']),
		checkUnavailable: field.text('The check cannot run: nothing saved'),
	},
	{ collapsed: true },
)

export const workspaceWords = z.object({ common, signIn, publishing, newsletter, goingLive, staff, account, saving })

export type WorkspaceWords = z.output<typeof workspaceWords>
