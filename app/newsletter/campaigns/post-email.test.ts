// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { personalize, renderPostEmail } from './post-email.tsx'
import { fixturePost } from '#tests/support/campaign-fixtures.ts'

const base = 'https://site.example'

describe('the news e-mail', () => {
	it.each([
		[
			'en',
			'en',
			'Winter gathering (winter)',
			'November 20, 2026',
			'Read it on our website',
			'Unsubscribe in one click',
		],
		['zh-hans', 'zh-Hans', '冬季聚会（winter）', '2026年11月20日', '在网站上阅读全文', '一键退订'],
		['zh-hant', 'zh-Hant-HK', '冬季聚會（winter）', '2026年11月20日', '在網站上閲讀全文', '一鍵退訂'],
	] as const)(
		'in %s: HTML and plain text say the same, from one template',
		async (locale, lang, title, date, read, leave) => {
			const email = await renderPostEmail(fixturePost('winter'), locale, base)
			expect(email.subject).toBe(title)
			expect(email.html).toContain(`lang="${lang}"`)
			const prefix = locale === 'en' ? '' : `/${locale}`
			for (const part of [email.html, email.text]) {
				for (const words of [title, date, read, leave]) expect(part).toContain(words)
				expect(part).toContain(`${base}${prefix}/news/winter`)
				expect(part).toContain(`${base}${prefix}/dreamer`)
			}
			expect(email.html).toContain(`src="${base}/media/example.jpg"`)
			expect(email.html).toContain(`alt="${fixturePost('winter').image!.alt[locale]}"`)
		},
	)

	it('gives each reader their own unsubscribe link in both parts, and tracks nobody', async () => {
		const email = await renderPostEmail(fixturePost('winter'), 'zh-hans', base)
		const mine = personalize(email, 'f'.repeat(64))
		const url = `${base}/zh-hans/newsletter/unsubscribe/${'f'.repeat(64)}`
		expect(mine.html).toContain(`href="${url}"`)
		expect(mine.text).toContain(url)
		expect(mine.html + mine.text).not.toContain('reader-unsubscribe-token')
		// No pixels, no redirecting links: every link goes straight to our site.
		const links = [...mine.html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!)
		expect(links.every((link) => link.startsWith(`${base}/`))).toBe(true)
	})

	it('works without a photo or summary', async () => {
		const post = fixturePost('plain', { image: undefined })
		post.locales.en.summary = ''
		const email = await renderPostEmail(post, 'en', base)
		expect(email.html).not.toContain('<img')
		expect(email.text).toContain('We meet on December 12')
	})
})
