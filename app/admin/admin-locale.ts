/**
 * The CMS's own interface (menus, buttons) in the staffer's language: Decap
 * ships Simplified and Traditional Chinese. The content is always edited in
 * English and Simplified Chinese side by side, whatever this says.
 */
export type AdminLocale = 'en' | 'zh_Hans' | 'zh_Hant'

export function adminLocale(languages: readonly string[]): AdminLocale {
	for (const language of languages) {
		const tag = language.toLowerCase()
		if (!tag.startsWith('zh')) {
			if (tag.startsWith('en')) return 'en'
			continue
		}
		return /^zh-(hant|tw|hk|mo)\b/.test(tag) ? 'zh_Hant' : 'zh_Hans'
	}
	return 'en'
}

/** The browser tab's title, in the interface's language. */
export const adminTitle: Record<AdminLocale, string> = {
	en: 'Edit the website',
	zh_Hans: '编辑网站',
	zh_Hant: '編輯網站',
}

/** The `lang` of the admin page, for screen readers and fonts. */
export const adminLang: Record<AdminLocale, string> = { en: 'en', zh_Hans: 'zh-Hans', zh_Hant: 'zh-Hant' }
