import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { initiativeIds } from './initiative-ids.ts'

/**
 * A news post: `content/news/<locale>/<slug>.md`, its text after the front
 * matter. The file name is the post's address (/news/<slug>) and, once it has
 * been e-mailed, its identity for the newsletter: do not rename a sent post.
 */
export const newsPost = z
	.strictObject({
		title: field.string('Title'),
		date: field.date('Date', {
			hint: 'The day the news is published. Lists and feeds show the newest first.',
		}),
		example: field
			.boolean('Example date (not real yet)', {
				hint: 'The date is a placeholder: pages mark it “Example”. Switch off once the real date is in.',
			})
			.optional(),
		summary: field.text('Summary', {
			hint: 'One or two sentences: shown in the news list, the home page, feeds and the e-mail.',
		}),
		photo: field.optionalImage('Photo (optional)'),
		art: field.illustration('Drawn illustration (when there is no photo)').optional(),
		initiatives: field.selectMany('Initiatives it is about', initiativeIds).default([]),
		sendToSubscribers: field
			.boolean('Send to subscribers', {
				hint: 'E-mails the post once to every subscriber, 30 minutes after it is published. Switch it off again within those 30 minutes to stop it.',
			})
			.default(false),
		link: field
			.object('Leads on to a page (optional)', {
				to: field.sitePath('Page', { i18n: 'duplicate' }),
				text: field.string('Link text'),
			})
			.optional(),
		body: field.markdown('Text'),
	})
	.refine((post) => !(post.example && post.sendToSubscribers), {
		message: 'has an example date: a post is sent only once its real date is in (switch off “Example date”)',
		path: ['sendToSubscribers'],
	})
