import { getRecords } from '#app/content/index.server.ts'
import { partnerPath } from '#app/content/schema/records/partner.ts'
import { eventPath } from '#app/events/event-paths.ts'
import { listPagePath, pageCount, postPath } from '#app/news/listing.ts'

/** The English paths of the pages records have: each partner, each news post, the news list's later pages, each event, each application form. */
export function recordPagePaths(): string[] {
	const posts = getRecords('en').news
	return [
		...getRecords('en').partners.map((partner) => partnerPath(partner.id)),
		...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
		...posts.map((post) => postPath(post.id)),
		// Events with a page of their own (/voyager/detail) are listed with the pages.
		...getRecords('en')
			.events.filter((event) => !event.page)
			.map(eventPath),
		...getRecords('en').applicationForms.map((form) => `/get-involved/${form.id}`),
	]
}
