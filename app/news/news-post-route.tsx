import { ArrowLink } from '#app/components/links/arrow-link.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { NotFoundBoundary, notFoundMeta } from '#app/components/layout/not-found-view.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { notFound } from '#app/lib/not-found.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { absoluteFileUrl, pageMeta, socialImage } from '#app/lib/seo/seo.ts'
import { newsArticleJsonLd } from '#app/lib/seo/structured-data.ts'
import { InitiativeTags } from './initiative-tags.tsx'
import { neighbours, postPath } from './listing.ts'
import { PostDate } from './post-date.tsx'
import { PostPicture } from './post-picture.tsx'
import type { Route } from './+types/news-post-route'
import styles from './news-post.module.css'

/** /news/<slug>: one post, with its date, its initiatives, and the newer and older posts. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const posts = getRecords(locale).news
	const post = posts.find((candidate) => candidate.id === args.params.slug)
	if (!post) throw notFound(locale)
	const { newer, older } = neighbours(posts, post.id)
	const link = (other: typeof post | undefined) => (other ? { id: other.id, title: other.title } : undefined)
	const initiativeNames = post.initiatives.map((id) => content.layout.initiatives[id])
	return {
		locale,
		post,
		newer: link(newer),
		older: link(older),
		initiativeNames,
		words: content.pages['/news'].post,
	}
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
	if (!loaderData) return notFoundMeta(error)
	const { locale, post, initiativeNames } = loaderData
	const path = postPath(post.id)
	const image = post.photo
		? { url: absoluteFileUrl(post.photo.src), alt: post.photo.decorative ? undefined : post.photo.alt }
		: socialImage
	return [
		...pageMeta({
			title: post.title,
			description: post.summary,
			locale,
			path,
			image,
			publishedTime: post.example ? undefined : post.date,
		}),
		{
			'script:ld+json': newsArticleJsonLd({
				locale,
				path,
				headline: post.title,
				description: post.summary,
				datePublished: post.example ? undefined : post.date,
				image: image.url,
				about: initiativeNames,
			}),
		},
	]
}

export default function NewsPostRoute({ loaderData }: Route.ComponentProps) {
	const { post, newer, older, words } = loaderData
	const picture = post.photo || post.art ? <PostPicture photo={post.photo} art={post.art} priority /> : undefined
	return (
		<>
			<article>
				<PageHeader eyebrow={words.eyebrow} title={post.title} summary={post.summary}>
					{picture}
				</PageHeader>
				<div className={`container ${styles.body}`}>
					<div className={styles.facts}>
						<PostDate date={post.date} example={post.example} label={words.published} className={styles.date} />
						<InitiativeTags initiatives={post.initiatives} label={words.initiatives} />
					</div>
					<Prose value={post.body} className={styles.prose} />
					{post.link ? (
						<p className={styles.onward}>
							<ArrowLink to={post.link.to}>{post.link.text}</ArrowLink>
						</p>
					) : null}
				</div>
			</article>
			<nav aria-label={words.more} className={`container ${styles.more}`}>
				<ul className={styles.neighbours}>
					{newer ? (
						<li className={styles.newer}>
							<LocalizedLink to={postPath(newer.id)} rel="prev" className={styles.neighbour}>
								<span className={styles.direction}>
									<span aria-hidden="true">← </span>
									{words.newer}
								</span>
								<span className={styles.neighbourTitle}>{newer.title}</span>
							</LocalizedLink>
						</li>
					) : null}
					{older ? (
						<li className={styles.older}>
							<LocalizedLink to={postPath(older.id)} rel="next" className={styles.neighbour}>
								<span className={styles.direction}>
									{words.older}
									<span aria-hidden="true"> →</span>
								</span>
								<span className={styles.neighbourTitle}>{older.title}</span>
							</LocalizedLink>
						</li>
					) : null}
				</ul>
				<p className={styles.all}>
					<LocalizedLink to="/news">{words.allNews}</LocalizedLink>
				</p>
			</nav>
		</>
	)
}

export const ErrorBoundary = NotFoundBoundary
