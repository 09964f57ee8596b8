import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

/**
 * Contact us (/contacts): the labels of the foundation's details (the details
 * themselves, its e-mail address, website and WeChat ID, are site settings),
 * the contact form (its topics too), what to expect after writing, and
 * where to turn in an emergency.
 */
export const contactsPage = z.strictObject({
	...pageBasics,
	details: field.object('How to reach us (the box of details)', {
		heading: field.string('Heading'),
		email: field.string('Label of the e-mail address'),
		site: field.string('Label of the website'),
		wechat: field.string('Label of the WeChat ID'),
		wechatPending: field.string('Shown while there is no WeChat ID'),
		address: field.string('Label of the offices link'),
		addressLink: field.string('Link to the offices page'),
	}),
	form: field.object('The contact form', {
		heading: field.string('Heading'),
		intro: field.text('Text above the form'),
		topic: field.string('Question: what the message is about'),
		topics: field.list(
			'Topics to choose from',
			field.object('Topic', {
				id: field.id('Identifier (the same in every language; kept with each message)', { i18n: 'duplicate' }),
				label: field.string('What the reader sees'),
			}),
			{ hint: 'The workspace’s inbox shows each message’s topic. Keep at least one.' },
		),
		message: field.string('Question: the message'),
		sentHeading: field.string('Heading after the message was sent'),
		sentText: field.text('Text after the message was sent'),
	}),
	expect: field.object('What to expect', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
	}),
	urgent: field.object('If you need help now (the urgent box)', {
		heading: field.string('Heading'),
		text: field.text('Text'),
		link: field.string('Button to the help page'),
	}),
})
