import { join } from 'node:path'
import { editorWordsFile, type EditorWordsFile } from '#app/content/schema/words/editor-words.ts'
import { toHongKongTraditional } from '#app/i18n/traditional/to-hong-kong.ts'
import { readContentFile } from '#scripts/content/read-content-file.ts'
import { contentDirectory } from '#scripts/vite-plugins/content.ts'
import type { EditorBrowserWords, EditorLanguage } from '#app/admin/editor-language.ts'

export type { EditorLanguage }

/** The languages the editor speaks: its words' files, Traditional made from Simplified. */
export const editorLocales = ['en', 'zh-hans', 'zh-hant'] as const satisfies readonly EditorLanguage[]

/** Decap's names of its own interface languages. */
const decapLocales = { en: 'en', 'zh-hans': 'zh_Hans', 'zh-hant': 'zh_Hant' } as const

/** The editor's words in one language, as the CMS configuration is generated with them (scripts/cms/decap-config.ts). */
export type EditorWords = {
	/** English words of a label, hint or collection name, in this language (the English when none is given). */
	text(english: string): string
	/** The words of a select choice, by its value. */
	choice(value: string): string | undefined
	/** The time zones to choose from: [IANA name, what staff see]. */
	timeZones: [string, string][]
	decapLocale: (typeof decapLocales)[EditorLanguage]
	browser: EditorBrowserWords
}

/** Reads and checks one language's file of the editor's words; throws naming the file and each problem. */
export function readEditorWordsFile(contentDir: string, locale: 'en' | 'zh-hans'): EditorWordsFile {
	const file = join(contentDir, 'ui', locale, 'editor.yml')
	const result = editorWordsFile.safeParse(readContentFile(file) ?? {})
	if (result.success) return result.data
	throw new Error(
		`${file} has problems:\n${result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`).join('\n')}`,
	)
}

/** The initiatives' names (dreamer → The Dreamer), from the site words: the editor shows initiatives by name. */
function initiativeNames(contentDir: string, locale: 'en' | 'zh-hans'): Record<string, string> {
	const words = readContentFile(join(contentDir, 'ui', locale, 'words.yml')) as { initiatives?: Record<string, string> }
	return words?.initiatives ?? {}
}

const mapValues = (record: Record<string, string>, change: (text: string) => string) =>
	Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)]))

/** The editor's words in one language, read from content/ui/<locale>/editor.yml (and the site words' initiative names). */
export function editorWordsFor(locale: EditorLanguage, contentDir = contentDirectory()): EditorWords {
	const english = readEditorWordsFile(contentDir, 'en')
	const written = locale === 'en' ? 'en' : 'zh-hans'
	const own = locale === 'en' ? english : readEditorWordsFile(contentDir, 'zh-hans')
	const convert = locale === 'zh-hant' ? toHongKongTraditional : (text: string) => text
	const text = mapValues(own.text ?? {}, convert)
	const choices = mapValues({ ...own.choices, ...initiativeNames(contentDir, written) }, convert)
	const problems = mapValues(own.problems ?? {}, convert)
	// The list and its order are the English file's; each city in this language.
	const timeZones = Object.keys(english.timeZones).map((zone): [string, string] => [
		zone,
		convert(own.timeZones[zone] ?? english.timeZones[zone] ?? zone),
	])
	return {
		text: (words) => text[words] ?? words,
		choice: (value) => choices[value],
		timeZones,
		decapLocale: decapLocales[locale],
		browser: {
			locale,
			language: convert(own.editor.language),
			problems: convert(own.editor.problems),
			item: convert(own.editor.item),
			time: convert(own.editor.time),
			noIllustration: convert(own.editor.noIllustration),
			english: convert(own.editor.english),
			chinese: convert(own.editor.chinese),
			messages: problems,
		},
	}
}

/** English: the schemas' own words, the choices and cities from the English file. */
export const englishEditorWords = (contentDir?: string) => editorWordsFor('en', contentDir)
