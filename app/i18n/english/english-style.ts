/**
 * The English site's house style (decision 050): headings, page titles,
 * buttons and labels in sentence case, while names keep their capitals (the
 * initiatives, the Youth Cabinet, each project, workshop and event); one
 * spelling per word (e-mail, mental health); one name per concept
 * (psychological abuse, never "mental abuse").
 */

/** Words English capitalises anywhere: languages, peoples, places. */
const alwaysCapitalised = new Set(['Chinese', 'English', 'Mandarin', 'Cantonese', 'American', 'Asia', 'China', 'Kong'])

/**
 * Whether a short text reads as Title Case: every word of four letters or
 * more after the first is capitalised (acronyms such as NHS aside).
 */
export function looksTitleCased(text: string): boolean {
	const words = text.match(/[A-Za-z][A-Za-z’'-]*/g) ?? []
	const significant = words
		.slice(1)
		.filter((word) => word.length > 3 && word !== word.toUpperCase() && !alwaysCapitalised.has(word))
	return significant.length >= 1 && significant.every((word) => /^[A-Z]/.test(word))
}

/** The text with every name removed, so what is left can be checked for Title Case. */
export function withoutNames(text: string, names: readonly string[]): string {
	return [...names].sort((a, b) => b.length - a.length).reduce((rest, name) => rest.split(name).join(' '), text)
}

/** Spellings and names the English site does not use, with the one it uses. */
const avoidedEnglish: readonly { pattern: RegExp; use: string }[] = [
	{ pattern: /\bmental-health\b/gi, use: 'mental health' },
	{ pattern: /\bmental abuse\b/gi, use: 'psychological abuse' },
	{ pattern: /\bemail\b/g, use: 'e-mail' },
	{ pattern: /\bwell-being\b/gi, use: 'wellbeing' },
]

/** Every avoided spelling in a text (web addresses, e-mail addresses and {placeholders} excepted). */
export function findAvoidedEnglish(text: string): { found: string; use: string }[] {
	const prose = text.replace(/https?:\/\/\S+|\S+@\S+|\{[^}]*\}/g, ' ')
	return avoidedEnglish.flatMap(({ pattern, use }) =>
		[...prose.matchAll(pattern)].map((match) => ({ found: match[0], use })),
	)
}
