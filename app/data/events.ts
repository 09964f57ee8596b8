import type { IllustrationId } from './illustrations.ts'
import type { InitiativeId } from './initiatives.ts'
import { voyagerAgeRange } from './voyager.ts'

/**
 * The foundation's events as records: the facts that do not depend on the
 * language. What an event is, whom it is for and its format are words, in the
 * content files of the event's page. A fact the foundation has not announced
 * is `null`, and pages say "to be announced": we never guess a date or place.
 */
export type FoundationEvent = {
	id: string
	/** The event's page on this site (English path). */
	path: string
	initiative: InitiativeId
	status: 'upcoming' | 'past'
	/** ISO 8601 date (YYYY-MM-DD), or null while it is to be announced. */
	date: string | null
	/** Where it takes place, or null while it is to be announced. */
	place: string | null
	/** Whom it is for: the programme's age range, when it has one. */
	ages: { from: number; to: number } | null
	image: IllustrationId
}

export const events = {
	/** The Voyager's upcoming seminar on intergenerational communication (spec: "an upcoming event note"). */
	intergenerationalSeminar: {
		id: 'intergenerational-seminar',
		path: '/voyager/detail',
		initiative: 'voyager',
		status: 'upcoming',
		date: null,
		place: null,
		ages: voyagerAgeRange,
		image: 'voyager-seminar',
	},
} as const satisfies Record<string, FoundationEvent>
