/** The site's words in English not yet moved into content files (the layout's). Other languages mirror this shape. */
import { layout } from './layout.ts'
import { newsletter } from './newsletter.ts'

export const content = {
	layout,
	newsletter,
}

export type SiteContent = typeof content
