import type { SiteContent } from '../en/index.ts'
import { layout } from './layout.ts'
import { newsletter } from './newsletter.ts'

export const content: SiteContent = {
	layout,
	newsletter,
}
