import { useEffect, useState } from 'react'
import { editorLanguages, type EditorLanguage } from './editor-language.ts'
import styles from './language-switch.module.css'

/** Each language by its own name, as the site's language menu writes them. */
const names: Record<EditorLanguage, string> = { en: 'English', 'zh-hans': '简体中文', 'zh-hant': '繁體中文' }

/**
 * The editor's language, whatever the browser's: Decap's menus and buttons,
 * and every collection, label, hint, choice and problem of the site's own
 * (docs/decisions/051). Choosing reloads /admin in that language.
 */
export function LanguageSwitch({
	label,
	current,
	onChoose,
}: {
	label: string
	current: EditorLanguage
	onChoose: (language: EditorLanguage) => void
}) {
	const editing = useEditing()
	if (editing) return null
	return (
		<label className={styles.switch}>
			<span>{label}</span>
			<select value={current} onChange={(event) => onChoose(event.target.value as EditorLanguage)}>
				{editorLanguages.map((language) => (
					<option key={language} value={language} lang={language === 'en' ? 'en' : language.replace('zh-h', 'zh-H')}>
						{names[language]}
					</option>
				))}
			</select>
		</label>
	)
}

/** Whether an entry is open (`#/collections/<name>/entries/<slug>` or `/new`). */
function useEditing() {
	const [editing, setEditing] = useState(isEditing)
	useEffect(() => {
		const update = () => setEditing(isEditing())
		addEventListener('hashchange', update)
		return () => removeEventListener('hashchange', update)
	}, [])
	return editing
}

const isEditing = () => /\/collections\/[^/]+\/(entries|new)/.test(location.hash)
