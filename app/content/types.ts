/**
 * Shapes shared by the content files of every language. English content is
 * the reference: each other language must hold the same keys (a test checks).
 */

/** A block of prose under an optional heading. `id` gives the heading a stable anchor. */
export type ProseSection = {
	id?: string
	heading?: string
	paragraphs: string[]
}

/** A block of an article: headed paragraphs, optionally followed by a bulleted list. */
export type ArticleSection = ProseSection & { id: string; heading: string; list?: string[] }

/** The closing "talk to us" box of an article (its schema: app/content/schema/pages/get-in-touch.ts). */
export type GetInTouchContent = { heading: string; text: string; emailSubject: string; contactsLink: string }
