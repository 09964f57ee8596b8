/** The site's feeds (English paths; each language has its own under its prefix) and their media types. */
export const feeds = {
	rss: { path: '/news/feed.xml', type: 'application/rss+xml' },
	atom: { path: '/news/atom.xml', type: 'application/atom+xml' },
	json: { path: '/news/feed.json', type: 'application/feed+json' },
	calendar: { path: '/events/calendar.ics', type: 'text/calendar' },
} as const

export type FeedKind = keyof typeof feeds
export const feedKinds = Object.keys(feeds) as FeedKind[]
