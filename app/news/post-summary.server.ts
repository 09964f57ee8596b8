import type { RecordOf } from '#app/content/index.server.ts'
import type { PostSummary } from './post-teaser.tsx'

export type NewsPost = RecordOf<'news'>

/** The part of a post a list shows (no body: lists stay small). */
export function summarise(post: NewsPost): PostSummary {
	return {
		id: post.id,
		title: post.title,
		date: post.date,
		example: post.example,
		summary: post.summary,
		initiatives: post.initiatives,
		photo: post.photo,
		art: post.art,
	}
}
