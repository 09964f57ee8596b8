import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { recordCollections, translatedFile } from '#app/content/collections.ts'

/**
 * Made-up news posts and events, for the content-scale benchmark and the
 * browser tests of long lists: never for the site's own content folder. Each
 * is marked as a sample in its words; dates are spread around a given day.
 */

const initiatives = ['dreamer', 'perpetuator', 'voyager', 'enlightener'] as const
const zones = ['Asia/Hong_Kong', 'America/Vancouver', 'Europe/London', 'Australia/Sydney', 'America/Toronto'] as const
const attendance = ['offline', 'online', 'mixed'] as const

const pad = (n: number, width = 4) => String(n).padStart(width, '0')
const day = (date: Date) => date.toISOString().slice(0, 10)
const { news, events } = recordCollections
const file = (fields: object, body: string) => `---\n${stringify(fields, { lineWidth: 0 })}---\n${body}\n`

/**
 * A copy of a content folder (pages, references, records), to add samples to,
 * with the photos beside it (`<content>/../public/media`, where the loader looks).
 */
export function copyContent(from: string, to: string) {
	cpSync(from, to, { recursive: true })
	const media = join(from, '..', 'public', 'media')
	if (existsSync(media)) cpSync(media, join(to, '..', 'public', 'media'), { recursive: true })
}

/** `count` posts, one a day back from `newest`: content/news/{en,zh-hans}/sample-post-NNNN.md. */
export function writeSamplePosts(contentDir: string, count: number, newest: Date) {
	for (const locale of ['en', 'zh-hans']) mkdirSync(join(contentDir, news.folder, locale), { recursive: true })
	for (let n = 1; n <= count; n++) {
		const id = `sample-post-${pad(n)}`
		const date = day(new Date(newest.getTime() - (n - 1) * 86_400_000))
		const tag = initiatives[n % initiatives.length]
		writeFileSync(
			join(contentDir, translatedFile(news.folder, 'en', id, 'md')),
			file(
				{
					title: `Sample post ${n}`,
					date,
					summary: `A made-up post, number ${n}, for testing long lists.`,
					initiatives: [tag],
				},
				`This is sample post ${n}. It is about [our work](/${tag}) and nothing else.\n\nA second paragraph, so the text has some length: people, places, plans and a date.`,
			),
		)
		writeFileSync(
			join(contentDir, translatedFile(news.folder, 'zh-hans', id, 'md')),
			file(
				{ title: `示例文章 ${n}`, summary: `第 ${n} 篇示例文章，用于测试较长的列表。` },
				`这是第 ${n} 篇示例文章，介绍[我们的工作](/${tag})。\n\n第二段文字，让正文有一定长度：人物、地点、计划和日期。`,
			),
		)
	}
}

/**
 * `count` events around `around`: half before it, half after, each two hours
 * on its own clock, in turn in five time zones; every seventh cancelled,
 * every eleventh postponed. content/events/{en,zh-hans}/sample-event-NNNN.md.
 */
export function writeSampleEvents(contentDir: string, count: number, around: Date) {
	for (const locale of ['en', 'zh-hans']) mkdirSync(join(contentDir, events.folder, locale), { recursive: true })
	for (let n = 1; n <= count; n++) {
		const id = `sample-event-${pad(n)}`
		const offsetDays = Math.round((n - count / 2) * 3)
		const date = day(new Date(around.getTime() + offsetDays * 86_400_000))
		const status = n % 7 === 0 ? 'cancelled' : n % 11 === 0 ? 'postponed' : 'scheduled'
		writeFileSync(
			join(contentDir, translatedFile(events.folder, 'en', id, 'md')),
			file(
				{
					title: `Sample event ${n}`,
					summary: `A made-up event, number ${n}, for testing long lists.`,
					initiative: initiatives[n % initiatives.length],
					status,
					start: `${date}T18:00`,
					end: `${date}T20:00`,
					timeZone: zones[n % zones.length],
					attendance: attendance[n % attendance.length],
					place: `Sample Hall ${n}`,
					languages: n % 2 ? ['cmn', 'en'] : ['yue'],
					registration: `https://example.org/register/${n}`,
				},
				`Sample event ${n}: a made-up description.`,
			),
		)
		writeFileSync(
			join(contentDir, translatedFile(events.folder, 'zh-hans', id, 'md')),
			file(
				{ title: `示例活动 ${n}`, summary: `第 ${n} 个示例活动，用于测试较长的列表。`, place: `示例会堂 ${n}` },
				`示例活动 ${n}：虚构的活动介绍。`,
			),
		)
	}
}
