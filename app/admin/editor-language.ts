import { adminLocale, type AdminLocale } from './admin-locale.ts'

/** The editor's languages, as its configuration files name them (scripts/cms/editor-words.ts). */
export type EditorLanguage = 'en' | 'zh-hans' | 'zh-hant'

/** What the generated configuration gives the browser beside Decap's own settings (its `editor` key). */
export type EditorBrowserWords = {
	locale: EditorLanguage
	language: string
	problems: string
	item: string
	time: string
	noIllustration: string
	english: string
	chinese: string
	messages: Record<string, string>
}

const storageKey = 'editor-language'
const fromAdmin: Record<AdminLocale, EditorLanguage> = { en: 'en', zh_Hans: 'zh-hans', zh_Hant: 'zh-hant' }
export const toAdmin: Record<EditorLanguage, AdminLocale> = { en: 'en', 'zh-hans': 'zh_Hans', 'zh-hant': 'zh_Hant' }
export const editorLanguages = Object.keys(toAdmin) as EditorLanguage[]

/** The staffer's choice (the switch), else the browser's language. */
export function chosenLanguage(languages: readonly string[], stored: string | null): EditorLanguage {
	if (stored && (editorLanguages as string[]).includes(stored)) return stored as EditorLanguage
	return fromAdmin[adminLocale(languages)]
}

export const readChoice = () => {
	try {
		return localStorage.getItem(storageKey)
	} catch {
		return null
	}
}

export function saveChoice(language: EditorLanguage) {
	try {
		localStorage.setItem(storageKey, language)
	} catch {
		// Private windows may refuse: the switch then lasts until the page reloads.
	}
}

/** The configuration in one language: generated at build, served fresh by the development server. */
export const configUrl = (language: EditorLanguage) =>
	language === 'en' ? '/admin/config.yml' : `/admin/config.${language}.yml`

let words: EditorBrowserWords = {
	locale: 'en',
	language: 'Editor language',
	problems: '',
	item: 'Item {n}',
	time: 'time',
	noIllustration: 'None',
	english: 'English',
	chinese: 'Chinese',
	messages: {},
}
export const setEditorWords = (next: EditorBrowserWords) => void (words = next)
export const editorWords = () => words

/**
 * A problem's English words (app/admin/validation) in the editor's language:
 * its translation, matched whole or by a key whose `{…}` stands for any words
 * (kept as they are); the English when there is none.
 */
export function translateProblem(message: string, messages = words.messages): string {
	const exact = messages[message]
	if (exact) return exact
	for (const [key, translated] of Object.entries(messages)) {
		if (!key.includes('{')) continue
		const parts = key.split(/\{[^}]*\}/)
		const pattern = new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)')}$`)
		const match = pattern.exec(message)
		if (!match) continue
		let index = 1
		return translated.replace(/\{[^}]*\}/g, () => match[index++] ?? '')
	}
	return message
}
