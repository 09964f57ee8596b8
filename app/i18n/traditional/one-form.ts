/**
 * Characters the Traditional site writes one way (decision 050). OpenCC's Hong
 * Kong output is itself consistent, but text from the glossary, from data
 * files and from phrases OpenCC segments differently brought in a second form:
 * 開啟 beside 啓迪者, 發布 beside 發佈, 8周 beside 每週. The official name of a
 * service is written as the service writes it (生命熱綫), so 綫 is not listed.
 */

export type OtherForm = { index: number; found: string; use: string }

const forms: readonly { pattern: RegExp; use: string }[] = [
	{ pattern: /啟/g, use: '啓' },
	{ pattern: /發布/g, use: '發佈' },
	{ pattern: /(?<=\d\s?)周/g, use: '週' },
]

/** Every place a Traditional text writes a character in the form the site does not use. */
export function findOtherForms(text: string): OtherForm[] {
	return forms
		.flatMap(({ pattern, use }) =>
			[...text.matchAll(pattern)].map((match) => ({ index: match.index, found: match[0], use })),
		)
		.sort((a, b) => a.index - b.index)
}
