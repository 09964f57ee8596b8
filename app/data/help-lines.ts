/**
 * Crisis and support lines for the "Need help now?" page (/help): the records
 * are content files, content/help-lines/<locale>/<id>.yml (schema:
 * app/content/schema/records/help-line.ts), from the list the foundation
 * gathered from each service's public pages (shared/help-lines.md). Names and
 * numbers are written as the service writes them, in the English file; the
 * words around them (hours, who a line is for) in each language. This module
 * keeps their types, the regions' order, the emergency numbers and the rule
 * for the list's dates.
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

/** The regions the foundation serves, in the order the page lists them. Their names are in the content. */
export const helpRegions = ['us', 'canada', 'uk', 'australia', 'hong-kong'] as const
export type HelpRegion = (typeof helpRegions)[number]

/** One way to reach a service. `href` is what a phone or mail app needs; `display` is how the service writes it. */
export type HelpContact = {
	kind: 'call' | 'text' | 'email' | 'whatsapp'
	display: string
	href: string
	/** The word to send, for text lines that ask for one ("text SHOUT to 85258"). */
	keyword?: string
	/** What this line is for, when a service has more than one (words in the content). */
	label?: 'welsh' | 'interpreter'
	/**
	 * Where this contact was found, when that is not the service record's own
	 * `sourceUrl` (for example a line its main page does not list).
	 */
	sourceUrl?: string
}

/** Language codes used below; their names are in the content. */
export type HelpLanguage = 'en' | 'es' | 'fr' | 'zh' | 'cmn' | 'yue'

export type HelpLine = {
	id: string
	region: HelpRegion
	/** Position on the page (records are read in this order). */
	order: number
	/** The service's name as it writes it (not translated). */
	name: string
	/**
	 * Its official Chinese name, written as the service (or the page naming it)
	 * writes it, shown on the Chinese pages only; only where a source gives one.
	 */
	nameZh?: string
	/** The page the Chinese name was found on (required with `nameZh`). */
	nameZhSource?: string
	/** True only where the source says the line is not a crisis line. */
	notACrisisLine: boolean
	contacts: readonly HelpContact[]
	/** Languages the source names, or 'not-stated' when it names none: never guessed. */
	languages: { spoken: readonly HelpLanguage[]; interpreters?: 'on-calls' | 'tis' } | 'not-stated'
	/** The service's own page, where every detail above can be checked. */
	sourceUrl: string
	/** ISO date the facts were taken from the sources. */
	factsTakenOn: string
	/** ISO date the foundation confirmed the record with the service; absent until it has. */
	confirmedByFoundation?: string
	/** When it answers, in the page's language. */
	hours: string
	/** Who it is for, what it offers, in the page's language. */
	about?: string
}

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
