import { site } from '#app/config/site.ts'
import { getContent, getRecords } from '#app/content/index.server.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { punctuation } from '#app/i18n/punctuation.ts'
import { absoluteFileUrl, absoluteUrl } from '#app/lib/seo/seo.ts'
import { feeds } from './feed-paths.ts'
import type { FeedInput } from './feeds.ts'
import { newestFirst, postPath } from '#app/news/listing.ts'
import { postHtml } from '#app/news/post-html.ts'

/** Posts in a feed: the newest fifty (the list pages hold the rest). */
const feedLength = 50

/** What every news feed of a language says: the newest posts, with their words and addresses. */
export function feedInput(locale: Locale): FeedInput {
	const content = getContent(locale)
	const words = content.pages['/news']
	const posts = newestFirst(getRecords(locale).news).slice(0, feedLength)
	return {
		language: localeConfig[locale].hrefLang,
		title: `${site.name.value[locale]}${punctuation[locale].colon}${words.title}`,
		description: words.meta.description,
		home: absoluteUrl('/news', locale),
		self: {
			rss: absoluteUrl(feeds.rss.path, locale),
			atom: absoluteUrl(feeds.atom.path, locale),
			json: absoluteUrl(feeds.json.path, locale),
		},
		author: { name: site.name.value[locale], url: absoluteUrl('/', locale) },
		items: posts.map((post) => ({
			url: absoluteUrl(postPath(post.id), locale),
			title: post.title,
			summary: post.summary,
			html: post.body.hast ? postHtml(post.body.hast, site.baseUrl.value) : '',
			date: post.date,
			tags: post.initiatives.map((id) => content.layout.initiatives[id]),
			image: post.photo ? absoluteFileUrl(post.photo.src) : undefined,
		})),
	}
}

/** A feed's HTTP answer. */
export function feedResponse(body: string, kind: 'rss' | 'atom' | 'json'): Response {
	const type = kind === 'json' ? `${feeds.json.type}; charset=utf-8` : `${feeds[kind].type}; charset=utf-8`
	return new Response(body, { headers: { 'Content-Type': type } })
}
