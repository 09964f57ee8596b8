/**
 * How the Chinese pages address the reader (decision 050): 您 to adults, above
 * all to donors, partners, parents and people seeking help; 你 only where The
 * Voyager speaks to young people aged 12 to 24 (its pages, /voyager/…).
 * 你好 in a name (“你好，中国”) is not an address.
 */

export type InformalYou = { index: number; context: string }

/** 你 used to address the reader (你, 你们, 你的…), not inside 你好. */
const informal = /你(?!好)/g

/** Every place a text addresses its reader as 你. */
export function findInformalYou(text: string): InformalYou[] {
	return [...text.matchAll(informal)].map((match) => ({
		index: match.index,
		context: text.slice(Math.max(0, match.index - 8), match.index + 8),
	}))
}

/** Whether a page may say 你: The Voyager's pages, written for young people (a content file or a site path). */
export function mayAddressAsNi(where: string): boolean {
	return /(^|\/)voyager([-/][a-z-]*)?(\.md|\/|$)/.test(where)
}
