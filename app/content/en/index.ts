/** Everything the site says in English. Other languages mirror this shape. */
import { generalPages } from './pages/general.ts'
import { homePages } from './pages/home.ts'
import { searchPages } from './pages/search.ts'

export const content = {
	pages: {
		...homePages,
		...generalPages,
		...searchPages,
	},
}

export type SiteContent = typeof content
/** The English path of every page the site has. */
export type PagePath = keyof SiteContent['pages']
