/** Types of search-ui.js, a plain module the browser loads as it is (for its tests and readers). */

/** What search-ui.js needs of a Pagefind result's data. */
export type PageData = {
	url: string
	content: string
	locations: number[]
	excerpt?: string
	meta?: { title?: string }
}

export function start(form: HTMLFormElement): Promise<{ run(value: string, now: boolean): void }>
export function charTable(pairs: string): Map<string, string>
export function convert(query: string, table: Map<string, string> | undefined): string
export function queryVariants(query: string, table: Map<string, string> | undefined): string[]
export function isStandIn(query: string, page: Pick<PageData, 'content' | 'locations'>): boolean
export function plainWord(word: string): string
export function excerptNodes(excerpt: string, doc?: Document): Node[]
export function tidyExcerpt(excerpt: string, lang: string): string
export function pagePath(url: string): string
export function fill(sentence: string, values: Record<string, string | number>): string
