import words from 'virtual:site-content/site-words'
import type { Locale } from '#app/i18n/locales.ts'
import type { SiteWords } from './schema/words/site-words.ts'

export { parseSiteWords, siteWordsFiles } from './schema/words/parse-site-words.ts'

/**
 * The site words (content/ui/<locale>/words.yml) for server code: the
 * confirmation e-mail (composed in the subscriber database's thread) and the
 * news e-mails (the campaign sender's thread, `npm run campaigns`). The
 * content loader checks them and makes the Traditional words at build
 * (`virtual:site-content/site-words`), so the running server needs neither
 * the files nor the converter (docs/decisions/040, 042). Returns the words in one language.
 */
export function siteWordsFor(locale: Locale): SiteWords {
	return words[locale]
}
