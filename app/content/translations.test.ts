import { describe, expect, it } from 'vitest'
import { content as en } from './en/index.ts'
import { content as zhHans } from './zh-hans/index.ts'
import { content as zhHant } from './zh-hant/index.ts'
import { findTranslationGaps } from './translation-gaps.ts'

/**
 * Every language holds every piece of text English has, in the same shape.
 * A failure names the language, the page and the key. (The content files,
 * site words included, are checked by their schemas when they load:
 * scripts/content/load-site-content.test.ts.)
 */
const translations = { 'zh-hans': zhHans, 'zh-hant': zhHant }

describe.each(Object.entries(translations))('%s', (locale, translated) => {
	it.each(Object.keys(en.pages))('page %s is fully translated', (page) => {
		const gaps = findTranslationGaps(
			en.pages[page as keyof typeof en.pages],
			translated.pages[page as keyof typeof en.pages],
		)
		expect(gaps, `${locale}: page "${page}" has untranslated keys`).toEqual([])
	})

	it('has no page English lacks', () => {
		expect(Object.keys(translated.pages).sort()).toEqual(Object.keys(en.pages).sort())
	})
})
