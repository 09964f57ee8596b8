import { createHash } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import type { NewsPostForMail } from '#app/newsletter/campaigns/news-manifest.ts'

/** A news post as the build will describe it, for tests and benchmarks (the real posts come from content/). */
export function fixturePost(slug: string, overrides: Partial<NewsPostForMail> = {}): NewsPostForMail {
	return {
		slug,
		date: '2026-11-20',
		sendToSubscribers: true,
		image: {
			src: '/media/example.jpg',
			alt: { en: 'Students at a table', 'zh-hans': '围坐在桌旁的学生', 'zh-hant': '圍坐在桌旁的學生' },
		},
		locales: {
			en: {
				title: `Winter gathering (${slug})`,
				summary: 'An evening of tea and conversation for students far from home.',
				bodyHtml:
					'<p>We meet on <strong>December 12</strong>. Read <a href="/dreamer">about the Dreamer</a>.</p><ul><li>Tea</li><li>Games</li></ul>',
				url: `/news/${slug}`,
			},
			'zh-hans': {
				title: `冬季聚会（${slug}）`,
				summary: '为远离家乡的学生准备的茶话会。',
				bodyHtml: '<p>我们将于<strong>12月12日</strong>见面。了解<a href="/zh-hans/dreamer">追梦者计划</a>。</p>',
				url: `/zh-hans/news/${slug}`,
			},
			'zh-hant': {
				title: `冬季聚會（${slug}）`,
				summary: '為遠離家鄉的學生準備的茶話會。',
				bodyHtml: '<p>我們將於<strong>12月12日</strong>見面。瞭解<a href="/zh-hant/dreamer">追夢者計劃</a>。</p>',
				url: `/zh-hant/news/${slug}`,
			},
		},
		...overrides,
	}
}

/**
 * Subscribers written straight into the table (tests and the sending bench):
 * `count` addresses `<prefix>.<n>@example.org`, languages in turn en,
 * zh-hans, zh-hant, each with a valid unsubscribe token.
 */
export function seedSubscribers(
	db: DatabaseSync,
	count: number,
	{
		status = 'confirmed',
		prefix = `reader.${status}`,
		at = new Date(),
	}: { status?: 'confirmed' | 'pending'; prefix?: string; at?: Date } = {},
) {
	const insert = db.prepare(
		`INSERT INTO subscribers (email, status, locale, consent_at, consent_version, confirmed_at, unsubscribe_token, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'seed', ?, ?, ?, ?)`,
	)
	const time = at.toISOString()
	db.exec('BEGIN')
	for (let i = 0; i < count; i++) {
		const email = `${prefix}.${i}@example.org`
		const token = createHash('sha256').update(email).digest('hex')
		insert.run(email, status, seedLocales[i % 3]!, time, status === 'confirmed' ? time : null, token, time, time)
	}
	db.exec('COMMIT')
}

export const seedLocales = ['en', 'zh-hans', 'zh-hant'] as const
