import { field } from '#app/content/schema/fields.ts'

/** What every page says about itself to browsers, search engines and link previews. */
export const pageMeta = field.object('Search and link previews', {
	title: field.string('Title in the browser tab and search results', {
		hint: 'Without the foundation’s name, which is added.',
	}),
	description: field.text('Description for search results and link previews', {
		hint: 'One or two sentences.',
	}),
})

/** The fields every page starts with: its meta, its one main heading and a lead sentence. */
export const pageBasics = {
	meta: pageMeta,
	title: field.string('Main heading'),
	summary: field.text('Lead sentence under the heading'),
}
