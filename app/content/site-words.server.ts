import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { contentFileCandidates } from '#app/config/content-file.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { toHongKongTraditional } from '#app/i18n/traditional/to-hong-kong.ts'
import { issueMessage } from './schema/issue-message.ts'
import { siteWords, type SiteWords } from './schema/words/site-words.ts'

/**
 * The site words (content/ui/<locale>/words.yml) for code that runs in plain
 * Node, outside Vite, where `virtual:site-content` does not exist: the
 * confirmation e-mail (composed in the subscriber database's thread) and the
 * news e-mails (the campaign sender's thread, `npm run campaigns`).
 *
 * Read synchronously with the `yaml` package, as app/config/site.ts reads the
 * settings, and checked with the same schema the content loader uses at
 * build, so the two cannot disagree (docs/decisions/040). English and
 * Simplified are read and checked when this module is first imported;
 * Traditional is made from Simplified with the loader's converter (OpenCC,
 * Hong Kong, and the project glossary) the first time it is asked for, as it
 * takes a fifth of a second to set up. The words have no language-neutral
 * fields (a test checks), so the Chinese file needs nothing from the English.
 */
export const siteWordsFiles = {
	en: 'content/ui/en/words.yml',
	'zh-hans': 'content/ui/zh-hans/words.yml',
} as const

/** Parses and checks one language's file; throws an error naming the file and each bad field. */
export function parseSiteWords(source: string, file: string, locale: Locale = 'en'): SiteWords {
	const result = siteWords.safeParse(parseYaml(source) ?? {})
	if (result.success) return result.data
	const problems = result.error.issues.map(
		(issue) => `  ${file} › ${issue.path.join('.') || '(file)'}: ${issueMessage(issue, locale)}`,
	)
	throw new Error(`The site words have ${problems.length} problem(s):\n${problems.join('\n')}`)
}

/** Every string in a Simplified value, converted to Traditional (Hong Kong), as the content loader does. */
function toTraditional<T>(value: T): T {
	if (typeof value === 'string') return toHongKongTraditional(value) as T
	if (Array.isArray(value)) return value.map(toTraditional) as T
	if (value && typeof value === 'object')
		return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, toTraditional(child)])) as T
	return value
}

/** Reads a file where app/config/site.ts looks for the settings (CONTENT_DIR's copy, the repository, the working directory). */
function read(file: string): { source: string; shown: string } {
	for (const path of contentFileCandidates(file, import.meta.url)) {
		try {
			return { source: readFileSync(path, 'utf8'), shown: relative(process.cwd(), path) || file }
		} catch {
			continue
		}
	}
	throw new Error(`The site words file ${file} is missing`)
}

function readWritten(locale: keyof typeof siteWordsFiles): SiteWords {
	const { source, shown } = read(siteWordsFiles[locale])
	return parseSiteWords(source, shown, locale)
}

const written = { en: readWritten('en'), 'zh-hans': readWritten('zh-hans') }
let traditional: SiteWords | undefined

/** The site words in one language. */
export function siteWordsFor(locale: Locale): SiteWords {
	if (locale !== 'zh-hant') return written[locale]
	traditional ??= toTraditional(written['zh-hans'])
	return traditional
}
