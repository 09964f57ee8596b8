import type { HelpLine } from '#app/content/schema/records/help-line.ts'

/**
 * Crisis and support lines for the "Need help now?" page (/help): the records
 * are content files, content/help-lines/<locale>/<id>.yml (schema:
 * app/content/schema/records/help-line.ts), from the list the foundation
 * gathered from each service's public pages (shared/help-lines.md). Names and
 * numbers are written as the service writes them, in the English file; the
 * words around them (hours, who a line is for) in each language. Their types
 * and the regions' order are the schema's; this module keeps the emergency
 * numbers and the rule for the list's dates.
 *
 * Each record says when its facts were taken from its sources
 * (`factsTakenOn`) and, separately, when the foundation confirmed them with the
 * service (`confirmedByFoundation`, absent until it has). The page shows only
 * what is true of every record: it never calls a list "checked" that nobody
 * has confirmed.
 *
 * For the foundation (not shown on the site): before the site goes live, and
 * whenever the page changes, confirm every record on the service's own site
 * (`sourceUrl`, one click) and set `confirmedByFoundation`. Do not add a line
 * from memory: only from the service's own page.
 */

/** Emergency numbers come first on the page: call these when a life is at risk. */
export const emergencyNumbers = [
	{ id: 'us-canada', number: '911', href: 'tel:911' },
	{ id: 'uk', number: '999', href: 'tel:999' },
	{ id: 'australia', number: '000', href: 'tel:000' },
	{ id: 'hong-kong', number: '999', href: 'tel:999' },
] as const

export type EmergencyPlace = (typeof emergencyNumbers)[number]['id']

/** What the page may say about the list's dates: true of every record, never of only some. */
export type ListDates = {
	/** The oldest date on which a record's facts were taken from its sources. */
	factsTakenOn: string
	/** The oldest confirmation by the foundation, only when every record has been confirmed. */
	confirmedByFoundation?: string
}

/** The earliest of some ISO dates. */
const oldest = (dates: readonly string[]) => [...dates].sort()[0]

export function listDates(lines: readonly Pick<HelpLine, 'factsTakenOn' | 'confirmedByFoundation'>[]): ListDates {
	const taken = oldest(lines.map((line) => line.factsTakenOn)) ?? ''
	const confirmations = lines.flatMap((line) => (line.confirmedByFoundation ? [line.confirmedByFoundation] : []))
	const everyLineConfirmed = lines.length > 0 && confirmations.length === lines.length
	return everyLineConfirmed ? { factsTakenOn: taken, confirmedByFoundation: oldest(confirmations) } : { factsTakenOn: taken }
}
