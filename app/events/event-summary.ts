import type { PostPictureSource } from '#app/news/post-picture.tsx'

/** What a list shows of an event, its words already in the reader's language. */
export type EventSummary = PostPictureSource & {
	id: string
	/** English path of its page. */
	path: string
	title: string
	summary: string
	status: 'scheduled' | 'cancelled' | 'postponed'
	/** When, written out on the event's own clock; absent while to be announced. */
	time?: string
	tookPlace?: boolean
	/** How people take part and where, in one line. */
	where?: string
	/** Start and end instants (ISO 8601, UTC) for the browser's re-sort; absent without a date. */
	start?: string
	end?: string
}

/** The words of the events page a list of events needs. */
export type EventWords = {
	status: { cancelled: string; postponed: string }
	dateToBeAnnounced: string
	dateToBeConfirmed: string
}
