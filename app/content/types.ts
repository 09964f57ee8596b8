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

/** A block of an article: headed paragraphs, optionally followed by a bulleted list. */
export type ArticleSection = ProseSection & { id: string; heading: string; list?: string[] }

/** The closing "talk to us" box of an article (its schema: app/content/schema/pages/get-in-touch.ts). */
export type GetInTouchContent = { heading: string; text: string; emailSubject: string; contactsLink: string }

/** A page of The Voyager's that is mostly prose and not yet in a content file. */
export type ArticleContent = TextPageContent & {
	/** The initiative's name, shown above the title. */
	eyebrow: string
	sections: ArticleSection[]
	getInTouch: GetInTouchContent
}
