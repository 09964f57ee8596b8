import { describe, expect, it } from 'vitest'
import { content as en } from './en/index.ts'
import { content as zhHans } from './zh-hans/index.ts'
import { content as zhHant } from './zh-hant/index.ts'
import { findTranslationGaps } from './translation-gaps.ts'

/**
 * Every language holds every piece of text English has, in the same shape.
 * A failure names the language, the part and the key. (The pages' words are
 * content files, which the content loader checks the same way.)
 */
const translations = { 'zh-hans': zhHans, 'zh-hant': zhHant }
const parts = ['layout', 'newsletter'] as const

describe.each(Object.entries(translations))('%s', (locale, translated) => {
	it.each(parts)('%s is fully translated', (part) => {
		expect(findTranslationGaps(en[part], translated[part]), `${locale}: "${part}" has untranslated keys`).toEqual([])
	})
})
