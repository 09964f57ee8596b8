/**
 * Shapes shared by the content files of every language. English content is
 * the reference: each other language must hold the same keys (a test checks).
 */

/** What a page says about itself to browsers, search engines and link previews. */
export type PageMeta = {
	/** The document title, without the site name (it is appended). */
	title: string
	/** One or two sentences for search results and link previews. */
	description: string
}

/** A block of prose under an optional heading. `id` gives the heading a stable anchor. */
export type ProseSection = {
	id?: string
	heading?: string
	paragraphs: string[]
}

/** A page of headed prose: the simplest page there is. */
export type TextPageContent = {
	meta: PageMeta
	title: string
	summary: string
	sections: ProseSection[]
}
