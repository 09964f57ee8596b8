/**
 * Lists of news posts: newest first, in pages of ten, each post with its
 * newer and older neighbour. Pure functions of the posts, used by the pages,
 * the feeds, the home page and the build's list of prerendered paths.
 */

/** Posts on each page of /news. */
export const postsPerPage = 10

type Dated = { id: string; date: string }

const newestFirstLists = new WeakMap<readonly Dated[], Dated[]>()

/**
 * Newest first; posts of the same day by their file name, so the order never
 * depends on the file system. The same list gives the same (shared, not to be
 * changed) array: every post's page asks for it.
 */
export function newestFirst<T extends Dated>(posts: readonly T[]): readonly T[] {
	let result = newestFirstLists.get(posts)
	if (!result) {
		result = [...posts].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? 1 : -1))
		newestFirstLists.set(posts, result)
	}
	return result as T[]
}

/** How many pages the list has: at least one, which may say there is no news yet. */
export function pageCount(total: number, perPage = postsPerPage): number {
	return Math.max(1, Math.ceil(total / perPage))
}

/** The English path of a page of the list: /news, then /news/page/2, /news/page/3… */
export function listPagePath(page: number): string {
	return page === 1 ? '/news' : `/news/page/${page}`
}

/** The English path of a post's own page. */
export const postPath = (slug: string) => `/news/${slug}`

/**
 * The page number a `/news/page/:page` address names, or null when it names
 * none of the list's pages (page 1 lives at /news; no leading zeros).
 */
export function parsePageNumber(value: string | undefined, total: number): number | null {
	if (!value || !/^[1-9]\d*$/.test(value)) return null
	const page = Number(value)
	return page >= 2 && page <= pageCount(total) ? page : null
}

/** The posts of one page of the list, newest first. */
export function postsOnPage<T extends Dated>(posts: readonly T[], page: number, perPage = postsPerPage): T[] {
	return newestFirst(posts).slice((page - 1) * perPage, page * perPage)
}

/** The posts either side of one in the newest-first list: the next newer and the next older. */
export function neighbours<T extends Dated>(posts: readonly T[], slug: string): { newer?: T; older?: T } {
	const sorted = newestFirst(posts)
	const index = sorted.findIndex((post) => post.id === slug)
	if (index === -1) return {}
	return { newer: sorted[index - 1], older: sorted[index + 1] }
}

/**
 * The page links of a pagination bar: the first and last pages, the current
 * one and its neighbours, with a gap (null) where pages are skipped.
 * 1 … 4 5 6 … 12
 */
export function pageLinks(current: number, count: number): (number | null)[] {
	const wanted = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count))
	const pages = [...wanted].sort((a, b) => a - b)
	const links: (number | null)[] = []
	for (const [index, page] of pages.entries()) {
		const previous = pages[index - 1]
		if (previous !== undefined && page - previous === 2) links.push(previous + 1)
		else if (previous !== undefined && page - previous > 2) links.push(null)
		links.push(page)
	}
	return links
}
