/**
 * Longest-match replacement of glossary terms in Chinese text.
 *
 * At each position the longest term wins, whatever the order in the file, so
 * 「合併為」 (kept as it is) protects itself from the shorter 「併為」 (→ 並為).
 * Terms never contain ASCII (the glossary loaders refuse it), so URLs, ids,
 * Markdown syntax and English are never matched.
 */
export type Replacement = { source: string; replacement: string }

export type Match = { source: string; replacement: string; index: number }

export type Replacer = {
	/** The text with every term replaced. */
	apply(text: string): string
	/** Every place a term would change the text (terms kept as they are are not reported). */
	findChanges(text: string): Match[]
}

/** Quotation marks that double as the apostrophe in English (Children’s). */
const apostrophes = new Set(['’', '‘'])
const latinLetterOrDigit = /[A-Za-z0-9]/

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * True when a single quotation mark is an English apostrophe: inside a word
 * (Children’s, rock ’n’ roll is not Chinese text anyway), or after a word when
 * no single quotation is open (students’ union).
 */
function isApostrophe(text: string, index: number, mark: string, quoteOpen: boolean): boolean {
	const before = latinLetterOrDigit.test(text[index - 1] ?? '')
	const after = latinLetterOrDigit.test(text[index + 1] ?? '')
	if (before && after) return true
	return mark === '’' && before && !quoteOpen
}

export function createReplacer(entries: readonly Replacement[]): Replacer {
	const bySource = new Map(entries.map((entry) => [entry.source, entry.replacement]))
	if (bySource.size === 0) return { apply: (text) => text, findChanges: () => [] }
	// Longest first: JavaScript alternation takes the first alternative that matches at a position.
	const sources = [...bySource.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
	const pattern = new RegExp(sources.map(escapeRegExp).join('|'), 'gu')

	function each(text: string, visit: (match: Match) => void) {
		let singleQuoteOpen = false
		for (const found of text.matchAll(pattern)) {
			const source = found[0]
			if (apostrophes.has(source)) {
				if (isApostrophe(text, found.index, source, singleQuoteOpen)) continue
				singleQuoteOpen = source === '‘'
			}
			visit({ source, replacement: bySource.get(source)!, index: found.index })
		}
	}

	return {
		apply(text) {
			let out = ''
			let last = 0
			each(text, (match) => {
				out += text.slice(last, match.index) + match.replacement
				last = match.index + match.source.length
			})
			return last === 0 ? text : out + text.slice(last)
		},
		findChanges(text) {
			const changes: Match[] = []
			each(text, (match) => {
				if (match.replacement !== match.source) changes.push(match)
			})
			return changes
		},
	}
}
