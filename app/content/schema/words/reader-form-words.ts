import { field } from '#app/content/schema/fields.ts'

/**
 * The words of the readers' forms (the contact form, the volunteer and Youth
 * Cabinet applications: app/forms/) and of the workspace pages that list what
 * they bring (app/workspace/inbox, app/workspace/applications). Part of the
 * site words (site-words.ts).
 */
const group = <T extends Parameters<typeof field.object>[1]>(label: string, shape: T, hint?: string) =>
	field.object(label, shape, { hint, collapsed: true })

export const readerForms = group('Readers’ forms: contact and applications', {
	required: field.string('Marker after a required question'),
	optional: field.string('Marker after an optional question'),
	yes: field.string('Answer “Yes”'),
	no: field.string('Answer “No”'),
	choose: field.string('First line of a list to choose from', { hint: 'Shown until the reader picks one.' }),
	name: field.string('Question: the reader’s name'),
	email: field.string('Question: the reader’s e-mail address'),
	send: field.string('Send button'),
	honeypotLabel: field.string('Label of the hidden field robots fill in', {
		hint: 'Nobody sees it: screen readers skip it too.',
	}),
	privacy: field.text('Line under the form, before the privacy link'),
	privacyLink: field.string('Link to the privacy notice'),
	invalidHeading: field.string('Heading when answers need correcting'),
	invalidText: field.text('Text under it'),
	refusedHeading: field.string('Heading when the whole form was refused'),
	problems: field.object('What is wrong with one answer', {
		missing: field.string('Not answered'),
		'too-long': field.string('Too long'),
		'not-a-choice': field.string('Not one of the choices'),
		'control-characters': field.string('Hidden control characters'),
	}),
	refusals: field.object(
		'Why the whole form was refused',
		{
			'content-type': field.text('Sent in a format we do not accept'),
			encoding: field.text('Characters we could not read'),
			'missing-field': field.text('A field missing'),
			'repeated-field': field.text('A field sent twice'),
			'unexpected-field': field.text('Fields we do not use'),
			'too-large': field.text('Too much data'),
			'cross-site': field.text('Sent from another website'),
			'rate-limited': field.text('Too many from one connection'),
			unavailable: field.text('Not working right now; nothing saved'),
		},
		{ hint: 'Rare: a robot, an old copy of the page, or the server being down.' },
	),
	acknowledgement: field.object(
		'E-mail to the reader after they send a form',
		{
			subjectMessage: field.string('Subject, after a message ({siteName}: the foundation’s name)'),
			subjectApplication: field.string('Subject, after an application'),
			greeting: field.string('Greeting'),
			message: field.text('After a message: what happens next'),
			application: field.text('After an application: what happens next'),
			reply: field.text('About replying to this e-mail'),
			notYou: field.text('If the reader did not send it'),
			signOff: field.string('Sign-off, before the foundation’s name'),
		},
		{ hint: 'It never repeats what the reader typed.' },
	),
})

const listWords = {
	title: field.string('Browser tab and heading'),
	intro: field.text('Text under the heading'),
	empty: field.string('When there is nothing'),
	received: field.string('Label: received'),
	from: field.string('Label: from'),
	language: field.string('Label: language of the form'),
	erase: field.string('Button: erase'),
	eraseNote: field.text('What erasing does'),
	erased: field.string('After erasing'),
	missing: field.string('When the item is already gone'),
	unavailable: field.string('When the database cannot be reached'),
}

export const workspaceInbox = group('Workspace › Inbox (contact-form messages)', {
	...listWords,
	topic: field.string('Label: topic'),
	stateNew: field.string('State: new'),
	stateAnswered: field.string('State: answered'),
	markAnswered: field.string('Button: mark answered'),
	markNew: field.string('Button: mark new again'),
	marked: field.string('After changing the state'),
})

export const workspaceApplications = group('Workspace › Applications', {
	...listWords,
	form: field.string('Label: form'),
	all: field.string('Filter: all forms'),
	filter: field.string('Button: show'),
	export: field.string('Link: download as CSV'),
})
