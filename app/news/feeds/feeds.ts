import { generateAtomFeed, generateJsonFeed, generateRssFeed } from 'feedsmith'
import { toHtml } from 'hast-util-to-html'

/**
 * The news feeds, written by feedsmith from plain data: pure functions, so
 * the same posts give the same bytes on any machine, in any time zone (dates
 * are calendar days, read as the start of the day in UTC).
 */
export type FeedInput = {
	/** BCP 47 tag: RSS <language>, Atom xml:lang, JSON Feed language. */
	language: string
	title: string
	description: string
	/** The news list's address, and each feed's own. */
	home: string
	self: { rss: string; atom: string; json: string }
	author: { name: string; url: string }
	/** Newest first. */
	items: FeedItem[]
}

type FeedItem = {
	/** The post's absolute address: also its id. */
	url: string
	title: string
	summary: string
	/** The post's text as HTML, links absolute. */
	html: string
	/** YYYY-MM-DD. */
	date: string
	tags: string[]
	/** An absolute picture address. */
	image?: string
}

const types = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const

/** A post's date as an instant: the start of its day in UTC, whatever the machine's time zone. */
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`)

/** A feed with no posts yet still needs a date: the epoch (the day the news began is not known). */
const updated = (feed: FeedInput) => dayStart(feed.items[0]?.date ?? '1970-01-01')

/**
 * feedsmith pretty-prints, putting line breaks and indentation around CDATA
 * sections, which then belong to the element's text (`<title>\n  <![CDATA[A & B]]>\n</title>`):
 * some readers show them. Removed here, so each text is exactly its words.
 */
function tightenCdata(xml: string): string {
	return xml.replace(/>\s+<!\[CDATA\[/g, '><![CDATA[').replace(/\]\]>\s+</g, ']]><')
}

/**
 * Plain text for RSS: readers take an item's title and description as HTML
 * (the description is HTML by the format), so `<`, `&` and `"` in a title or
 * summary are written as entities, shown as written, never run as markup.
 */
const rssText = (value: string) =>
	toHtml({ type: 'text', value }, { characterReferences: { useNamedReferences: true } })

/** RSS 2.0, with the channel's language and every post's full text (content:encoded). */
export function rssFeed(feed: FeedInput): string {
	return tightenCdata(
		generateRssFeed({
			title: rssText(feed.title),
			link: feed.home,
			description: rssText(feed.description),
			language: feed.language,
			lastBuildDate: updated(feed),
			atom: { links: [{ href: feed.self.rss, rel: 'self', type: types.rss }] },
			items: feed.items.map((item) => ({
				title: rssText(item.title),
				link: item.url,
				guid: { value: item.url, isPermaLink: true },
				description: rssText(item.summary),
				pubDate: dayStart(item.date),
				categories: item.tags.map((name) => ({ name: rssText(name) })),
				content: { encoded: item.html },
			})),
		}),
	)
}

/** Atom 1.0, its language in xml:lang. */
export function atomFeed(feed: FeedInput): string {
	return tightenCdata(
		generateAtomFeed({
			id: feed.home,
			title: { value: feed.title },
			subtitle: { value: feed.description },
			updated: updated(feed),
			xml: { lang: feed.language },
			links: [
				{ href: feed.self.atom, rel: 'self', type: types.atom },
				{ href: feed.home, rel: 'alternate', type: 'text/html' },
			],
			authors: [{ name: feed.author.name, uri: feed.author.url }],
			entries: feed.items.map((item) => ({
				id: item.url,
				title: { value: item.title },
				updated: dayStart(item.date),
				published: dayStart(item.date),
				summary: { value: item.summary },
				content: { type: 'html', value: item.html },
				links: [{ href: item.url, rel: 'alternate', type: 'text/html' }],
				categories: item.tags.map((term) => ({ term })),
			})),
		}),
	)
}

/** JSON Feed 1.1, with its language. */
export function jsonFeed(feed: FeedInput): string {
	const json = generateJsonFeed({
		title: feed.title,
		home_page_url: feed.home,
		feed_url: feed.self.json,
		description: feed.description,
		language: feed.language,
		authors: [{ name: feed.author.name, url: feed.author.url }],
		items: feed.items.map((item) => ({
			id: item.url,
			url: item.url,
			title: item.title,
			summary: item.summary,
			content_html: item.html,
			date_published: dayStart(item.date),
			tags: item.tags,
			...(item.image ? { image: item.image } : {}),
		})),
	})
	// feedsmith leaves out an empty list, but JSON Feed requires `items`.
	return `${JSON.stringify({ ...(json as object), items: (json as { items?: unknown[] }).items ?? [] }, null, '\t')}\n`
}
