import words from 'virtual:site-content/site-words'
import { parse as parseYaml } from 'yaml'
import type { Locale } from '#app/i18n/locales.ts'
import { wordFiles } from './collections.ts'
import { issueMessage } from './schema/issue-message.ts'
import { siteWords, type SiteWords } from './schema/words/site-words.ts'

/**
 * The site words (content/ui/<locale>/words.yml) for server code: the
 * confirmation e-mail (composed in the subscriber database's thread) and the
 * news e-mails (the campaign sender's thread, `npm run campaigns`). The
 * content loader checks them and makes the Traditional words at build
 * (`virtual:site-content/site-words`), so the running server needs neither
 * the files nor the converter (docs/decisions/040, 042).
 */
export const siteWordsFiles = {
	en: `content/${wordFiles.siteWords.folder}/en/${wordFiles.siteWords.name}.yml`,
	'zh-hans': `content/${wordFiles.siteWords.folder}/zh-hans/${wordFiles.siteWords.name}.yml`,
} as const

/** The site words in one language. */
export function siteWordsFor(locale: Locale): SiteWords {
	return words[locale]
}

/** Parses and checks one language's file (tests, and the CMS's browser test); throws an error naming the file and each bad field. */
export function parseSiteWords(source: string, file: string, locale: Locale = 'en'): SiteWords {
	const result = siteWords.safeParse(parseYaml(source) ?? {})
	if (result.success) return result.data
	const problems = result.error.issues.map(
		(issue) => `  ${file} › ${issue.path.join('.') || '(file)'}: ${issueMessage(issue, locale)}`,
	)
	throw new Error(`The site words have ${problems.length} problem(s):\n${problems.join('\n')}`)
}
