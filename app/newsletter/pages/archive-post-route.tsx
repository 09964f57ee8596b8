import { data } from 'react-router'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { NotFoundBoundary, notFoundMeta } from '#app/components/layout/not-found-view.tsx'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import { formatDate } from '#app/lib/format/format-date.ts'
import { notFound } from '#app/lib/not-found.server.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import type { Route } from './+types/archive-post-route'
import styles from './archive.module.css'

export const handle: PageHandle = { backTo: '/newsletter/archive' }

/**
 * /newsletter/archive/<slug>: one sent newsletter, in the page's language, as
 * it was sent (the campaign's stored copy of the post; the e-mail's "read it
 * in your browser" link). Not sent (or not yet): the not-found page, 404.
 * The body is the HTML the build rendered from the post's checked Markdown,
 * the same the e-mail carried. docs/decisions/044.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const words = getContent(locale).words.newsletterPages.archive
	let sent
	try {
		sent = await requestFacts(context).runtime.sentNewsletter(params.slug)
	} catch {
		throw data(
			{ locale, words: getContent(locale).notFound },
			{ status: 503, headers: { 'Cache-Control': 'no-store' } },
		)
	}
	if (!sent) throw notFound(locale)
	const post = sent.post.locales[locale]
	return data(
		{
			locale,
			words,
			slug: sent.slug,
			sentOn: sent.sentAt.slice(0, 10),
			title: post.title,
			summary: post.summary,
			bodyHtml: post.bodyHtml,
			newsUrl: post.url,
			image: sent.post.image ? { src: sent.post.image.src, alt: sent.post.image.alt[locale] } : null,
		},
		{ headers: { 'Cache-Control': 'public, max-age=300' } },
	)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
	if (!loaderData) return notFoundMeta(error)
	const { locale, title, summary, slug } = loaderData
	return pageMeta({ title, description: summary || title, locale, path: `/newsletter/archive/${slug}` })
}

export const ErrorBoundary = NotFoundBoundary

export default function ArchivePostRoute({ loaderData }: Route.ComponentProps) {
	const { words, locale, title, summary, sentOn, bodyHtml, newsUrl, image } = loaderData
	return (
		<>
			<PageHeader title={title} summary={summary || undefined} />
			<div className={`container ${styles.body}`}>
				<p className={styles.date}>
					<time dateTime={sentOn}>{words.sentOn.replace('{date}', formatDate(sentOn, locale))}</time>
				</p>
				{image ? <img src={image.src} alt={image.alt} className={styles.image} /> : null}
				{/* The build's HTML from the post's checked Markdown: the same the e-mail carried. */}
				<div className={styles.prose} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
				<ul className={styles.onward}>
					<li>
						<a href={newsUrl}>{words.newsPost}</a>
					</li>
					<li>
						<LocalizedLink to="/newsletter/archive">{words.allNewsletters}</LocalizedLink>
					</li>
				</ul>
			</div>
		</>
	)
}
