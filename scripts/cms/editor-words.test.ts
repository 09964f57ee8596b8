import { describe, expect, it } from 'vitest'
import { editorLanguages, translateProblem } from '#app/admin/editor-language.ts'
import { decapConfig } from './decap-config.ts'
import { editorWordsFor, englishEditorWords, readEditorWordsFile } from './editor-words.ts'

/**
 * Issue 20, item 3: the editor in the staffer's language. Every collection
 * name, label, hint and choice the configuration shows has its words in
 * English, Simplified and Traditional Chinese (content/ui/<locale>/editor.yml,
 * Traditional made from Simplified), and none is left over from a label that
 * has changed.
 */
const settings = {
	backend: 'github',
	repo: 'a/b',
	branch: 'main',
	siteUrl: 'https://x.org',
	contentPath: 'content',
} as const

type Field = { widget: string; label: string; hint?: string; options?: { label: string; value: string }[] }
type Config = {
	collections: { label: string; fields?: Field[]; files?: { label: string; fields: Field[] }[] }[]
	editor: { messages: Record<string, string> }
}

function everyField(config: Config): Field[] {
	const found: Field[] = []
	const walk = (field: Field & { fields?: Field[]; field?: Field }) => {
		found.push(field)
		field.fields?.forEach(walk)
		if (field.field) walk(field.field)
	}
	for (const collection of config.collections) {
		collection.fields?.forEach(walk)
		for (const file of collection.files ?? []) file.fields.forEach(walk)
	}
	return found
}

/** The English words the configuration asks the editor's words for. */
function englishWords(): string[] {
	const asked = new Set<string>()
	const english = englishEditorWords()
	decapConfig(settings, undefined, { ...english, text: (words) => (asked.add(words), words) })
	return [...asked]
}

const labels = (config: Config) => config.collections.map((collection) => collection.label)

const configIn = (language: (typeof editorLanguages)[number]) =>
	decapConfig(settings, undefined, editorWordsFor(language)) as unknown as Config

describe('the editor’s words', () => {
	const chinese = readEditorWordsFile('content', 'zh-hans')
	const asked = englishWords()

	it('translate every label, hint and collection name into Chinese', () => {
		expect(asked.filter((words) => !chinese.text?.[words])).toEqual([])
	})

	it('keep no translation of words the schemas no longer use', () => {
		expect(Object.keys(chinese.text ?? {}).filter((words) => !asked.includes(words))).toEqual([])
	})

	it('name every choice in every language, never by its code', () => {
		const codes = editorLanguages.flatMap((language) =>
			everyField(configIn(language))
				.filter((field) => field.widget === 'select')
				.flatMap((field) => field.options ?? [])
				.filter((option) => option.label === option.value)
				.map((option) => `${language}: ${option.value}`),
		)
		expect(codes).toEqual([])
	})

	it('have a Chinese word for every English choice and city', () => {
		const english = readEditorWordsFile('content', 'en')
		expect(Object.keys(english.choices).filter((value) => !chinese.choices[value])).toEqual([])
		expect(Object.keys(english.timeZones).filter((zone) => !chinese.timeZones[zone])).toEqual([])
		// Each a zone the browser knows (the schema's check).
		const unknown = Object.keys(english.timeZones).filter((zone) => {
			try {
				return !new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
			} catch {
				return true
			}
		})
		expect(unknown).toEqual([])
	})

	it('make the Traditional editor from the Simplified words', () => {
		expect(labels(configIn('en'))).toContain('Pages')
		expect(labels(configIn('zh-hans'))).toContain('页面')
		expect(labels(configIn('zh-hant'))).toContain('頁面')
		const timeZone = everyField(configIn('zh-hant')).find((field) => field.label === '舉辦地的時區')
		expect(timeZone?.options).toContainEqual({ value: 'Asia/Hong_Kong', label: '香港' })
	})

	it('translate the problems the check names, whole or around the words they quote', () => {
		const { messages } = configIn('zh-hans').editor
		expect(translateProblem('is empty', messages)).toBe('不能为空')
		expect(translateProblem('has a field the site does not know: pages', messages)).toBe('含有网站不认识的栏位：pages')
		expect(translateProblem('something new', messages)).toBe('something new')
	})
})
