import type { SiteContent } from '../en/index.ts'
import { layout } from './layout.ts'
import { newsletter } from './newsletter.ts'
import { generalPages } from './pages/general.ts'
import { homePages } from './pages/home.ts'
import { searchPages } from './pages/search.ts'

export const content: SiteContent = {
	layout,
	newsletter,
	pages: {
		...homePages,
		...generalPages,
		...searchPages,
	},
}
