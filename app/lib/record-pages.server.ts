import { getRecords } from '~/content/index.server.ts'
import { listPagePath, pageCount, postPath } from '~/news/listing.ts'

/** The English paths of the pages records have: each news post and the news list's later pages. */
export function recordPagePaths(): string[] {
	const posts = getRecords('en').news
	return [
		...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
		...posts.map((post) => postPath(post.id)),
	]
}
