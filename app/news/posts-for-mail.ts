import type { RecordOf } from '#app/content/index.server.ts'
import { locales, localizePath, type Locale } from '#app/i18n/locales.ts'
import type { NewsPostForMail } from '#app/newsletter/campaigns/news-manifest.ts'
import { postPath } from './listing.ts'
import { postHtml } from './post-html.ts'

/** A post as the content loader gives it, in one language (the fields the e-mail needs). */
type LoadedPost = Pick<RecordOf<'news'>, 'id' | 'date' | 'sendToSubscribers' | 'title' | 'summary' | 'photo' | 'body'>

/**
 * Every post, as the campaign sender reads it (app/newsletter/campaigns/news-manifest.ts):
 * its switch and date, and per language its words, its text as HTML and its
 * address. Links in the text stay site paths (/zh-hans/dreamer): the sender
 * makes them absolute with PUBLIC_BASE_URL, as it does the post's address.
 */
export function postsForMail(posts: Record<Locale, readonly LoadedPost[]>): NewsPostForMail[] {
	return posts.en.map((english) => {
		const byLocale = Object.fromEntries(
			locales.map((locale) => {
				const post = posts[locale].find((candidate) => candidate.id === english.id)
				if (!post) throw new Error(`News post ${english.id} has no ${locale} version`)
				return [locale, post]
			}),
		) as Record<Locale, LoadedPost>
		return {
			slug: english.id,
			date: english.date,
			sendToSubscribers: english.sendToSubscribers,
			...(english.photo
				? {
						image: {
							src: english.photo.src,
							alt: Object.fromEntries(locales.map((locale) => [locale, byLocale[locale].photo?.alt ?? ''])) as Record<
								Locale,
								string
							>,
						},
					}
				: {}),
			locales: Object.fromEntries(
				locales.map((locale) => {
					const post = byLocale[locale]
					return [
						locale,
						{
							title: post.title,
							summary: post.summary,
							bodyHtml: post.body.hast ? postHtml(post.body.hast, '') : '',
							url: localizePath(postPath(post.id), locale),
						},
					]
				}),
			) as NewsPostForMail['locales'],
		}
	})
}
