import type { InitiativeId } from './initiatives.ts'

/** The labelled fields of an event record, in the order its page lists them. */
export const eventRecordFields = ['project', 'department', 'eventTime', 'organiser', 'participants', 'review'] as const
export type EventRecordField = (typeof eventRecordFields)[number]

/**
 * The language-neutral facts of an event. Its words (project name,
 * participants, review) are in the content files of its page.
 */
export type EventRecord = {
	id: string
	/** The initiative that ran it; its name comes from the layout words. */
	department: InitiativeId
	/** ISO 8601 date once the foundation confirms it; null shows "to be confirmed". */
	date: string | null
	/** Fields whose words are placeholders: the page marks them with an Example badge. */
	exampleFields: readonly EventRecordField[]
	/** Site path of the event's full review. */
	reviewPath: string
}

/**
 * Hello Chinese (你好，中文). The specification names the event and its fields
 * but gives no values: the date is not known, and who else took part is an
 * example until the foundation confirms it.
 */
export const helloChineseEvent: EventRecord = {
	id: 'hello-chinese',
	department: 'enlightener',
	date: null,
	exampleFields: ['participants'],
	reviewPath: '/enlightener/eventreview',
}
