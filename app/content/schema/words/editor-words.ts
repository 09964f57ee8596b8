import { z } from 'zod'

const words = z.record(z.string().min(1), z.string().trim().min(1))

/**
 * The CMS editor's words (content/ui/<locale>/editor.yml, docs/decisions/051):
 * what the editor itself says (its language switch, its problems) and the
 * words of its choices, in each language; in the Chinese file, besides, the
 * translation of every English label, hint and problem the content schemas
 * give (`text`, `problems`), keyed by the English words. Traditional Chinese
 * is made from the Simplified file with the site's glossary, like the site.
 */
export const editorWordsFile = z.strictObject({
	/** The editor's own words. */
	editor: z.strictObject({
		/** The label of the language switch. */
		language: z.string().min(1),
		/** Above the list of an entry's problems, when the CMS refuses to save it. */
		problems: z.string().min(1),
		/** Before the position of a list's item with a problem: "Item {n}". */
		item: z.string().includes('{n}'),
		/** The name of the time beside an event's date (screen readers). */
		time: z.string().min(1),
		/** The first choice of an illustration that may be left out. */
		noIllustration: z.string().min(1),
		/** The two languages' panes, as the notice of problems names them. */
		english: z.string().min(1),
		chinese: z.string().min(1),
	}),
	/** The words of select choices, by their value (en → English, inProgress → In progress). */
	choices: words,
	/** The time zones staff choose from, by the city named (the order of the list). */
	timeZones: words,
	/** Chinese files: every English label, hint and collection name, translated. */
	text: words.optional(),
	/** Chinese files: the problems the check names, translated (a `{…}` in the key stands for any words). */
	problems: words.optional(),
})

export type EditorWordsFile = z.output<typeof editorWordsFile>
