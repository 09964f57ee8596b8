import siteContent from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '#app/content/markdown/render-markdown.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { parseNewsManifest } from '#app/newsletter/campaigns/news-manifest.ts'
import { postsForMail } from './posts-for-mail.ts'

type Posts = Parameters<typeof postsForMail>[0]
const news = (locale: Locale) => siteContent[locale].records.news as Posts[Locale]

/** A post's text with a link to the site and one to another site, rendered for a language. */
const body = (locale: Locale) => ({
	markdown: 'See [the cabinet](/voyager/cabinet) and [WHO](https://www.who.int/).',
	hast: renderMarkdown('See [the cabinet](/voyager/cabinet) and [WHO](https://www.who.int/).', {
		locale,
		report: () => undefined,
	}),
})

/** A post switched on, with that text and a photo. */
const linkingPost = (locale: Locale) => ({
	id: 'links',
	date: '2026-11-20',
	sendToSubscribers: true,
	title: 'Links',
	summary: 'Links',
	photo: { src: '/media/tea.jpg', alt: locale === 'en' ? 'Tea' : '茶' },
	body: body(locale),
})

describe('the news posts the campaign sender reads', () => {
	const posts = postsForMail({ en: news('en'), 'zh-hans': news('zh-hans'), 'zh-hant': news('zh-hant') })

	it('are every post, in a manifest the sender accepts', () => {
		expect(parseNewsManifest({ version: 1, posts })).toEqual({ ok: true, posts })
		expect(posts.map((post) => post.slug).sort()).toEqual(
			news('en')
				.map((post) => post.id)
				.sort(),
		)
	})

	it('never send the three news items of the specification (their dates are examples)', () => {
		const spec = posts.filter((post) =>
			['youth-cabinet', 'lasting-mental-health-support', 'hello-china'].includes(post.slug),
		)
		expect(spec).toHaveLength(3)
		expect(spec.map((post) => post.sendToSubscribers)).toEqual([false, false, false])
	})

	it('carry each language’s words, text and address, Traditional Chinese generated', () => {
		const cabinet = posts.find((post) => post.slug === 'youth-cabinet')!
		expect(cabinet.locales.en.url).toBe('/news/youth-cabinet')
		expect(cabinet.locales['zh-hans'].url).toBe('/zh-hans/news/youth-cabinet')
		expect(cabinet.locales['zh-hant'].title).toBe('青年內閣')
		expect(cabinet.locales['zh-hans'].bodyHtml).toMatch(/^<p>“远航者”的青年内阁/)
	})

	it('keep links to the site as paths in the reader’s language, for the sender to make absolute', () => {
		const [mail] = postsForMail({
			en: [linkingPost('en')],
			'zh-hans': [linkingPost('zh-hans')],
			'zh-hant': [linkingPost('zh-hant')],
		})
		expect(mail?.locales['zh-hant'].bodyHtml).toBe(
			'<p>See <a href="/zh-hant/voyager/cabinet">the cabinet</a> and <a href="https://www.who.int/">WHO</a>.</p>',
		)
		expect(mail?.image).toEqual({ src: '/media/tea.jpg', alt: { en: 'Tea', 'zh-hans': '茶', 'zh-hant': '茶' } })
	})
})
