import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

/** Words of the news list's page bar, and of any list that comes in pages. */
const paginationWords = field.object('Page bar under the list', {
	label: field.string('Name of the page bar (for screen readers)'),
	newer: field.string('Link to the newer page'),
	older: field.string('Link to the older page'),
	page: field.string('A page’s name for screen readers', { hint: '{n} is the page number: “Page {n}”.' }),
})

/**
 * /news: the list of posts, newest first, in pages; and the words every
 * post's page (/news/<slug>) puts around the post.
 */
export const newsPage = z.strictObject({
	...pageBasics,
	laterPageTitle: field.string('Title of page 2, 3…', {
		hint: '{n} is the page number: “News, page {n}”.',
	}),
	empty: field.text('Shown while there is no news'),
	pagination: paginationWords,
	feeds: field.object('Feeds', {
		heading: field.string('Heading'),
		text: field.text('Text'),
		rss: field.string('RSS link'),
		atom: field.string('Atom link'),
		json: field.string('JSON Feed link'),
	}),
	post: field.object('Around each post', {
		eyebrow: field.string('Label above the title'),
		published: field.string('Label before the date (for screen readers)'),
		initiatives: field.string('Label before its initiatives'),
		more: field.string('Name of the newer/older links (for screen readers)'),
		newer: field.string('Label of the link to the newer post'),
		older: field.string('Label of the link to the older post'),
		allNews: field.string('Link to all news'),
	}),
})
