import { pageFiles } from './collections.ts'

/** The site's sections in reading order: lists of pages (sitemap, the search page's list) follow it. */
const sectionOrder = [
	'',
	'aboutus',
	'members',
	'contacts',
	'address',
	'help',
	'newsletter',
	'privacy',
	'dreamer',
	'perpetuator',
	'voyager',
	'enlightener',
]
const rank = (path: string) => {
	const index = sectionOrder.indexOf(path.split('/')[1] ?? '')
	return index === -1 ? sectionOrder.length : index
}

/**
 * Where the not-found page's content file is registered (as the 404.html it
 * is served as). It is shown for any address the site does not have, so it
 * is not a page of its own: not in the page list, the sitemap or the search.
 */
export const notFoundKey = '/404'

/**
 * The English path of every page the site has: each has a content file
 * (app/content/collections.ts). Within a section, pages keep the order they
 * are listed in there.
 */
export const pagePaths: string[] = Object.keys(pageFiles)
	.filter((path) => path !== notFoundKey)
	.sort((a, b) => rank(a) - rank(b))
