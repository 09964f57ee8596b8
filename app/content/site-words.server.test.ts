import { readFileSync } from 'node:fs'
import siteContent from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { locales } from '#app/i18n/locales.ts'
import { cmsOf, unwrap } from './schema/fields.ts'
import { siteWords } from './schema/words/site-words.ts'
import { parseSiteWords, siteWordsFiles, siteWordsFor } from './site-words.server.ts'

/** Every field of a schema with its translation mode, by path. */
function modes(schema: z.ZodType, prefix = ''): [string, string | undefined][] {
	const inner = unwrap(schema)
	if (!(inner instanceof z.ZodObject)) return []
	return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, child]) => {
		const path = prefix ? `${prefix}.${name}` : name
		return [[path, cmsOf(child)?.i18n] as [string, string | undefined], ...modes(child, path)]
	})
}

describe('the site words outside Vite (app/content/site-words.server.ts)', () => {
	it.each(locales)('are the words the content loader gives the pages (%s)', (locale) => {
		expect(siteWordsFor(locale)).toEqual(siteContent[locale].words.siteWords)
	})

	it('has only translated fields, so a Chinese file needs nothing from the English one', () => {
		expect(modes(siteWords).filter(([, mode]) => mode !== 'translate')).toEqual([])
	})

	it('names the file and the field of a missing translation, and of a misspelt placeholder', () => {
		const chinese = readFileSync(siteWordsFiles['zh-hans'], 'utf8')
		expect(() => parseSiteWords(chinese.replace(/^ {4}subject: .*\n/m, ''), 'words.yml', 'zh-hans')).toThrow(
			/words\.yml › emails\.confirmation\.subject: is missing: a translation is needed/,
		)
		expect(() => parseSiteWords(chinese.replace('{siteName}通讯', '{siteNmae}通讯'), 'words.yml', 'zh-hans')).toThrow(
			/words\.yml › emails\.confirmation\.subject: has \{siteNmae\}, which the page cannot fill: write \{siteName\} and \{days\}/,
		)
	})
})
