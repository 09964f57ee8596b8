import { parse as parseYaml } from 'yaml'
import type { Locale } from '#app/i18n/locales.ts'
import { issueMessage } from '#app/content/schema/issue-message.ts'
import { siteWords, type SiteWords } from './site-words.ts'

/** The site words' files, Traditional Chinese generated (their registry entry: app/content/collections.ts). */
export const siteWordsFiles = {
	en: 'content/ui/en/words.yml',
	'zh-hans': 'content/ui/zh-hans/words.yml',
} as const

/** Parses and checks one language's file (tests, and the CMS's browser test; no virtual module, so plain Node may import it); throws an error naming the file and each bad field. */
export function parseSiteWords(source: string, file: string, locale: Locale = 'en'): SiteWords {
	const result = siteWords.safeParse(parseYaml(source) ?? {})
	if (result.success) return result.data
	const problems = result.error.issues.map(
		(issue) => `  ${file} › ${issue.path.join('.') || '(file)'}: ${issueMessage(issue, locale)}`,
	)
	throw new Error(`The site words have ${problems.length} problem(s):\n${problems.join('\n')}`)
}
