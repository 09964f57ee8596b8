/**
 * Punctuation checks for Chinese text: Chinese sentences take full-width
 * marks (，：；？！（）), and quotation marks are “ ” ‘ ’ in Simplified and
 * 「 」 『 』 in Hong Kong Traditional. English inside Chinese text keeps its
 * own marks (「Offer Love, All for Love」, Children’s), so a mark is only
 * reported when it touches Chinese characters.
 */

/** Han characters (CJK unified ideographs and extensions) and the ideographic full stop area. */
const han = '\\p{Script=Han}'

export type PunctuationProblem = { mark: string; index: number; context: string }

function around(text: string, index: number, length = 1): string {
	return text.slice(Math.max(0, index - 8), index + length + 8)
}

function collect(text: string, pattern: RegExp, markGroup = 'mark'): PunctuationProblem[] {
	const problems: PunctuationProblem[] = []
	for (const found of text.matchAll(pattern)) {
		const mark = found.groups?.[markGroup] ?? found[0]
		const index = found.index + found[0].indexOf(mark)
		problems.push({ mark, index, context: around(text, index) })
	}
	return problems
}

/**
 * Half-width , : ; ? ! after a Chinese character (中文,中文 / 中文: / 好吗?),
 * and half-width parentheses around Chinese text ((在新标签页中打开)).
 */
export function findHalfWidthPunctuation(text: string): PunctuationProblem[] {
	const afterHan = new RegExp(`(?<=${han})[ \\t]*(?<mark>[,:;?!])`, 'gu')
	const openBeforeHan = new RegExp(`(?<mark>\\()(?=[ \\t]*${han})`, 'gu')
	const closeAfterHan = new RegExp(`(?<=${han}[ \\t]*)(?<mark>\\))`, 'gu')
	return [...collect(text, afterHan), ...collect(text, openBeforeHan), ...collect(text, closeAfterHan)].sort(
		(a, b) => a.index - b.index,
	)
}

/** Straight quotation marks touching Chinese characters ("中文" / '中文'): write “ ” or 「 」. */
export function findStraightQuotes(text: string): PunctuationProblem[] {
	const touching = new RegExp(`(?<=${han})["']|["'](?=${han})`, 'gu')
	return collect(text, touching)
}

/**
 * Western curly quotation marks in Hong Kong Traditional text (“中文”): write 「 」 and 『 』.
 * Only in text that holds Chinese. A single mark after a Latin letter or digit
 * is an apostrophe (students’, O’Connor), as is one opening an English word
 * after a space (’90s).
 */
export function findWesternQuotesInTraditional(text: string): PunctuationProblem[] {
	if (!new RegExp(han, 'u').test(text)) return []
	const latin = /[A-Za-z0-9]/
	const problems: PunctuationProblem[] = []
	for (const found of text.matchAll(/[“”‘’]/gu)) {
		const before = text[found.index - 1] ?? ''
		const after = text[found.index + 1] ?? ''
		const single = found[0] === '‘' || found[0] === '’'
		if (single && (latin.test(before) || ((before === '' || /\s/.test(before)) && latin.test(after)))) continue
		problems.push({ mark: found[0], index: found.index, context: around(text, found.index) })
	}
	return problems
}
