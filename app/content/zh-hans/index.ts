import type { SiteContent } from '../en/index.ts'
import { generalPages } from './pages/general.ts'
import { homePages } from './pages/home.ts'
import { searchPages } from './pages/search.ts'

export const content: SiteContent = {
	pages: {
		...homePages,
		...generalPages,
		...searchPages,
	},
}
