import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { InitiativeId } from '#app/data/initiatives.ts'
import { InitiativeTags } from './initiative-tags.tsx'
import { postPath } from './listing.ts'
import { PostDate } from './post-date.tsx'
import { PostPicture, type PostPictureSource } from './post-picture.tsx'
import styles from './post-teaser.module.css'

/** What a list shows of a post. */
export type PostSummary = PostPictureSource & {
	id: string
	title: string
	date: string
	example?: boolean
	summary: string
	initiatives: InitiativeId[]
}

type PostTeaserProps = { post: PostSummary; words: { published: string; initiatives: string } }

/** One post in the news list: its picture, date, title (the link), summary and initiatives. */
export function PostTeaser({ post, words }: PostTeaserProps) {
	return (
		<article className={`${styles.teaser} ${post.photo || post.art ? '' : styles.textOnly}`}>
			{post.photo || post.art ? (
				<div className={styles.picture}>
					<PostPicture photo={post.photo} art={post.art} decorative sizes="(min-width: 40rem) 14rem, 5.5rem" />
				</div>
			) : null}
			<div className={styles.text}>
				<h2 className={styles.title}>
					<LocalizedLink to={postPath(post.id)} className={styles.link}>
						{post.title}
					</LocalizedLink>
				</h2>
				<PostDate date={post.date} example={post.example} label={words.published} className={styles.date} />
				<p className={styles.summary}>{post.summary}</p>
				<InitiativeTags initiatives={post.initiatives} label={words.initiatives} />
			</div>
		</article>
	)
}
