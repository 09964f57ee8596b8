import { pageContext } from '#app/lib/page-data.server.ts'
import { rssFeed } from './feeds.ts'
import { feedInput, feedResponse } from './feeds.server.ts'
import type { Route } from './+types/rss-feed-route'

/** The news as RSS 2.0 in one language (/news/feed.xml, and under /zh-hans, /zh-hant); prerendered as a file. */
export function loader(args: Route.LoaderArgs) {
	return feedResponse(rssFeed(feedInput(pageContext(args).locale)), 'rss')
}
