import type { Locale } from './locales.ts'

/**
 * Punctuation that components put between pieces of text (a visually hidden
 * label and a name, for example): full-width in Chinese, as Chinese text is
 * typeset, so the checks over the built pages (tests/e2e/chinese-text.spec.ts)
 * hold for every word on a page, not only for the content files.
 */
export const punctuation: Record<
	Locale,
	{ comma: string; colon: string; fullStop: string; openBracket: string; closeBracket: string }
> = {
	en: { comma: ', ', colon: ': ', fullStop: '. ', openBracket: ' (', closeBracket: ')' },
	'zh-hans': { comma: '，', colon: '：', fullStop: '。', openBracket: '（', closeBracket: '）' },
	'zh-hant': { comma: '，', colon: '：', fullStop: '。', openBracket: '（', closeBracket: '）' },
}
