import { pageContext } from '#app/lib/page-data.server.ts'
import { jsonFeed } from './feeds.ts'
import { feedInput, feedResponse } from './feeds.server.ts'
import type { Route } from './+types/json-feed-route'

/** The news as JSON Feed 1.1 in one language (/news/feed.json, and under /zh-hans, /zh-hant); prerendered as a file. */
export function loader(args: Route.LoaderArgs) {
	return feedResponse(jsonFeed(feedInput(pageContext(args).locale)), 'json')
}
