import { pageContext } from '#app/lib/page-data.server.ts'
import { atomFeed } from './feeds.ts'
import { feedInput, feedResponse } from './feeds.server.ts'
import type { Route } from './+types/atom-feed-route'

/** The news as Atom in one language (/news/atom.xml, and under /zh-hans, /zh-hant); prerendered as a file. */
export function loader(args: Route.LoaderArgs) {
	return feedResponse(atomFeed(feedInput(pageContext(args).locale)), 'atom')
}
