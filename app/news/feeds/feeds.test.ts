import { execFileSync } from 'node:child_process'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { site } from '#app/config/site.ts'
import { getContent, getRecords } from '#app/content/index.server.ts'
import { eventsCalendar } from '#app/events/events.server.ts'
import type { FoundationEvent } from '#app/events/events.server.ts'
import { locales, localeConfig } from '#app/i18n/locales.ts'
import { feedInput } from './feeds.server.ts'
import { atomFeed, jsonFeed, rssFeed, type FeedInput } from './feeds.ts'
import { newestFirst } from '#app/news/listing.ts'

/** Every feed is read back with a parser that did not write it: fast-xml-parser, JSON.parse + a schema, ical.js. */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text' })
const parseXml = (xml: string) => {
	expect(XMLValidator.validate(xml)).toBe(true)
	return parser.parse(xml) as Record<string, any>
}
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
/** An RSS title or description as a reader shows it: read as HTML (its entities decoded). */
const asHtml = (text: string) =>
	text.replace(
		/&(amp|lt|gt|quot|#39);/g,
		(_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
	)

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the parts we write, and what the format requires. */
const jsonFeedSchema = z.object({
	version: z.literal('https://jsonfeed.org/version/1.1'),
	title: z.string().min(1),
	home_page_url: z.url(),
	feed_url: z.url(),
	description: z.string(),
	language: z.string(),
	authors: z.array(z.object({ name: z.string(), url: z.url() })).min(1),
	items: z.array(
		z.object({
			id: z.string().min(1),
			url: z.url(),
			title: z.string(),
			summary: z.string(),
			content_html: z.string(),
			date_published: z.iso.datetime({ offset: true }),
			tags: z.array(z.string()),
			image: z.url().optional(),
		}),
	),
})

describe('the news feeds of the site, in every language', () => {
	for (const locale of locales) {
		const posts = newestFirst(getRecords(locale).news)
		const language = localeConfig[locale].hrefLang

		it(`RSS 2.0 (${locale}) declares its language and carries every post, newest first, its text exact`, () => {
			const { rss } = parseXml(rssFeed(feedInput(locale)))
			expect(rss['@version']).toBe('2.0')
			expect(rss.channel.language).toBe(language)
			const items = list(rss.channel.item)
			expect(items.map((item) => asHtml(item.title))).toEqual(posts.map((post) => post.title))
			expect(items.map((item) => asHtml(item.description))).toEqual(posts.map((post) => post.summary))
			for (const [index, item] of items.entries()) {
				const post = posts[index]!
				expect(item.link).toMatch(new RegExp(`^${site.baseUrl.value}.*/news/${post.id}$`))
				expect(item.guid['#text']).toBe(item.link)
				// RFC 822 dates in GMT: the post's day, whatever the machine's zone.
				expect(new Date(item.pubDate).toISOString()).toBe(`${post.date}T00:00:00.000Z`)
				expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT$/)
				expect(list(item.category)).toEqual(post.initiatives.map((id) => getContent(locale).layout.initiatives[id]))
				expect(item['content:encoded']).toContain('<p>')
			}
			expect(rss.channel['atom:link']['@href']).toBe(
				`${site.baseUrl.value}${localeConfig[locale].prefix}/news/feed.xml`,
			)
		})

		it(`Atom (${locale}) declares its language in xml:lang`, () => {
			const { feed } = parseXml(atomFeed(feedInput(locale)))
			expect(feed['@xml:lang']).toBe(language)
			expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
			const entries = list(feed.entry)
			expect(entries.map((entry) => entry.title)).toEqual(posts.map((post) => post.title))
			expect(feed.updated).toBe(`${posts[0]?.date}T00:00:00.000Z`)
			for (const entry of entries) expect(entry.content['@type']).toBe('html')
		})

		it(`JSON Feed 1.1 (${locale}) has its language and passes the format's schema`, () => {
			const feed = jsonFeedSchema.parse(JSON.parse(jsonFeed(feedInput(locale))))
			expect(feed.language).toBe(language)
			expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title))
			expect(feed.items.map((item) => item.date_published)).toEqual(posts.map((post) => `${post.date}T00:00:00.000Z`))
		})
	}

	it('makes the links in a post’s text absolute, and leaves the site’s own attributes out', () => {
		const html = feedInput('zh-hans')
			.items.map((item) => item.html)
			.join('')
		expect(html).not.toMatch(/href="\//)
		expect(html).not.toMatch(/data-/)
	})
})

/** A feed's own parts, for feeds made of words written here. */
const feedShell = {
	language: 'en',
	home: 'https://example.org/news',
	self: { rss: 'https://example.org/r', atom: 'https://example.org/a', json: 'https://example.org/j' },
	author: { name: 'Foundation', url: 'https://example.org/' },
}

describe('feeds of any words', () => {
	const tricky: FeedInput = {
		...feedShell,
		title: 'News & notes',
		description: 'Things <b>bold</b>',
		items: [
			{
				url: 'https://example.org/news/x',
				title: 'Tea & talk: “you’re welcome” <3 ]]> 你好',
				summary: '  leading and trailing spaces are the author’s  ',
				html: '<p>A <a href="https://example.org/">link</a> &amp; ]]> end</p>',
				date: '2026-02-28',
				tags: ['The Voyager'],
			},
		],
	}

	it('read back exactly, in all three formats', () => {
		const [item] = tricky.items
		const rss = parseXml(rssFeed(tricky)).rss.channel.item
		expect(asHtml(rss.title)).toBe(item!.title)
		expect(rss['content:encoded']).toBe(item!.html)
		const atom = parseXml(atomFeed(tricky)).feed.entry
		expect(atom.title).toBe(item!.title)
		expect(atom.content['#text']).toBe(item!.html)
		const json = jsonFeedSchema.parse(JSON.parse(jsonFeed(tricky)))
		expect(json.items[0]?.title).toBe(item!.title)
	})

	it('with no posts yet, are still valid', () => {
		const empty = { ...tricky, items: [] }
		expect(asHtml(parseXml(rssFeed(empty)).rss.channel.title)).toBe('News & notes')
		expect(parseXml(atomFeed(empty)).feed.updated).toBe('1970-01-01T00:00:00.000Z')
		expect(jsonFeedSchema.parse(JSON.parse(jsonFeed(empty))).items).toEqual([])
	})
})

describe('hostile words in a post', () => {
	const shell = {
		...feedShell,
		title: 'News <script>alert(1)</script>',
		description: 'About <img src=x onerror=alert(1)>',
	}
	const hostile: FeedInput = {
		...shell,
		items: [
			{
				url: 'https://example.org/news/x',
				title: '<script>alert("title")</script>',
				summary: '<img src=x onerror=alert(1)> & more',
				html: '<p>text</p>',
				date: '2026-02-28',
				tags: ['<b>tag</b>'],
			},
		],
	}

	it('are text in every feed: RSS writes their markup as entities, Atom as text, JSON Feed as strings', () => {
		const rss = parseXml(rssFeed(hostile)).rss.channel
		for (const text of [rss.title, rss.description, rss.item.title, rss.item.description, rss.item.category])
			expect(String(text)).not.toMatch(/<(script|img|b)\b/)
		expect(asHtml(rss.item.title)).toBe('<script>alert("title")</script>')
		const atom = parseXml(atomFeed(hostile)).feed.entry
		expect(atom.title['@type'] ?? 'text').toBe('text')
		expect(atom.summary['@type'] ?? 'text').toBe('text')
		const json = jsonFeedSchema.parse(JSON.parse(jsonFeed(hostile)))
		expect(json.items[0]?.title).toBe('<script>alert("title")</script>')
	})
})

describe('the events calendars', () => {
	const event: FoundationEvent = {
		id: 'tea-and-talk',
		title: '代际沟通研讨会：跨越代际地表达与倾听，一场为年轻人、父母和祖辈准备的下午茶活动',
		summary:
			'这场研讨会提供一个空间，让大家坦诚地谈论这种差距，不互相指责，并练习那些能帮助一家人保持亲近的表达和倾听方式。',
		status: 'scheduled',
		start: '2026-03-14T14:00',
		end: '2026-03-14T16:00',
		timeZone: 'America/Vancouver',
		attendance: 'offline',
		place: '温哥华唐人街社区中心（示例地址）',
		languages: ['cmn', 'en'],
		initiative: 'voyager',
	}

	it('fold every line at 75 octets, Chinese text included, and unfold to the same words', () => {
		const text = eventsCalendar([event], 'zh-hans')
		const lines = text.split('\r\n')
		expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75)
		expect(lines.some((line) => line.startsWith(' '))).toBe(true)
		const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
		expect(vevent?.getFirstPropertyValue('summary')).toBe(event.title)
		expect(String(vevent?.getFirstPropertyValue('description'))).toContain(event.summary)
	})

	it('give each event its instants in UTC and its words’ language', () => {
		const text = eventsCalendar([event, { ...event, id: 'no-date', start: undefined, end: undefined }], 'zh-hant')
		const calendar = new ICAL.Component(ICAL.parse(text))
		const events = calendar.getAllSubcomponents('vevent')
		// Events to be announced have no date a calendar could use: they are left out.
		expect(events).toHaveLength(1)
		const [vevent] = events
		expect(vevent?.getFirstPropertyValue('uid')).toBe(`tea-and-talk@${new URL(site.baseUrl.value).host}`)
		// 2 pm in Vancouver (summer time) is 21:00 UTC.
		expect(vevent?.getFirstProperty('dtstart')?.getFirstValue()?.toString()).toBe('2026-03-14T21:00:00Z')
		expect(vevent?.getFirstProperty('dtend')?.getFirstValue()?.toString()).toBe('2026-03-14T23:00:00Z')
		expect(vevent?.getFirstProperty('summary')?.getParameter('language')).toBe('zh-Hant-HK')
		expect(vevent?.getFirstProperty('location')?.getParameter('language')).toBe('zh-Hant-HK')
		expect(vevent?.getFirstPropertyValue('status')).toBe('CONFIRMED')
		expect(calendar.getFirstProperty('x-wr-calname')?.getParameter('language')).toBe('zh-Hant-HK')
	})

	it('mark a cancelled event as cancelled', () => {
		const text = eventsCalendar([{ ...event, status: 'cancelled' }], 'en')
		const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
		expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED')
	})
})

/** The fixture's feeds and calendar, written by a Node process in a time zone. */
const write = (timeZone: string) =>
	execFileSync(process.execPath, ['tests/support/fixtures/feeds-in-two-time-zones.ts'], {
		env: { ...process.env, TZ: timeZone },
		encoding: 'utf8',
	})

// Two new Node processes (over a second each at rest, several on a busy machine): a limit for one that hangs, not a wait.
describe('feeds and calendars on a machine in another time zone', { timeout: 60_000 }, () => {
	it('are the same bytes under TZ=UTC and TZ=Asia/Shanghai', () => {
		const utc = write('UTC')
		const shanghai = write('Asia/Shanghai')
		expect(utc.length).toBeGreaterThan(1000)
		expect(shanghai).toBe(utc)
		// And the days are the posts' own: 31 December stays 31 December.
		expect(utc).toContain('Thu, 31 Dec 2026 00:00:00 GMT')
		expect(utc).toContain('DTSTART:20261231T210000Z')
	})
})
