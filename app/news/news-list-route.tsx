import { PageHeader } from '#app/components/content/page-header.tsx'
import { NotFoundBoundary, notFoundMeta } from '#app/components/layout/not-found-view.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { notFound } from '#app/lib/not-found.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { FeedLinks } from './feeds/feed-links.tsx'
import { listPagePath, pageCount, parsePageNumber, postsOnPage } from './listing.ts'
import { Pagination } from './pagination.tsx'
import { summarise } from './post-summary.server.ts'
import { PostTeaser } from './post-teaser.tsx'
import type { Route } from './+types/news-list-route'
import styles from './news-list.module.css'

/** /news and /news/page/2, 3…: every post, newest first, ten to a page. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const posts = getRecords(locale).news
	const page = args.params.page === undefined ? 1 : parsePageNumber(args.params.page, posts.length)
	if (page === null) throw notFound(locale)
	const words = content.pages['/news']
	const title = page === 1 ? words.title : fillText(words.laterPageTitle, { n: page })
	return {
		locale,
		page,
		count: pageCount(posts.length),
		posts: postsOnPage(posts, page).map(summarise),
		words: { ...words, title, meta: { ...words.meta, title: page === 1 ? words.meta.title : title } },
	}
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
	loaderData
		? pageMeta({ ...loaderData.words.meta, locale: loaderData.locale, path: listPagePath(loaderData.page) })
		: notFoundMeta(error)

export default function NewsListRoute({ loaderData }: Route.ComponentProps) {
	const { words, posts, page, count } = loaderData
	return (
		<>
			<PageHeader title={words.title} summary={words.summary} />
			<div className={`container ${styles.body}`}>
				{posts.length ? (
					<ol className={styles.list}>
						{posts.map((post) => (
							<li key={post.id}>
								<PostTeaser post={post} words={words.post} />
							</li>
						))}
					</ol>
				) : (
					<p className={styles.empty}>{words.empty}</p>
				)}
				<Pagination current={page} count={count} pathOf={listPagePath} words={words.pagination} />
				<FeedLinks words={words.feeds} />
			</div>
		</>
	)
}

export const ErrorBoundary = NotFoundBoundary
