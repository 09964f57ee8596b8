/**
 * Crisis and support lines for the "Need help now?" page (/help), one record
 * per service, from the list the foundation gathered from each service's
 * public pages (shared/help-lines.md). Names and numbers are written as the
 * service writes them; the words around them (hours, who a line is for) are
 * in the page's content under the record's id.
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
}

/**
 * The date the list was compiled from the services' public pages and handed
 * to us (shared/help-lines.md, 23 November 2026). No record has yet been
 * confirmed by the foundation with the service itself.
 */
const factsTakenOn = '2026-11-23'

/** Emergency numbers come first on the page: call these when a life is at risk. */
export const emergencyNumbers = [
	{ id: 'us-canada', number: '911', href: 'tel:911' },
	{ id: 'uk', number: '999', href: 'tel:999' },
	{ id: 'australia', number: '000', href: 'tel:000' },
	{ id: 'hong-kong', number: '999', href: 'tel:999' },
] as const

export type EmergencyPlace = (typeof emergencyNumbers)[number]['id']

export const helpLines = [
	// United States
	{
		id: 'us-988',
		region: 'us',
		name: '988 Suicide & Crisis Lifeline',
		notACrisisLine: false,
		contacts: [
			{ kind: 'call', display: '988', href: 'tel:988' },
			{ kind: 'text', display: '988', href: 'sms:988' },
		],
		languages: { spoken: ['en', 'es'], interpreters: 'on-calls' },
		sourceUrl: 'https://988lifeline.org/',
		factsTakenOn,
	},
	{
		id: 'us-nami',
		region: 'us',
		name: 'NAMI HelpLine',
		notACrisisLine: true,
		contacts: [
			{ kind: 'call', display: '800-950-6264', href: 'tel:+18009506264' },
			{ kind: 'text', display: '62640', href: 'sms:62640', keyword: 'helpline' },
		],
		languages: 'not-stated',
		sourceUrl: 'https://www.nami.org/',
		factsTakenOn,
	},
	{
		// Hours: "每天從早上9點到晚上9點" (every day, 9 am to 9 pm) on MHACC's own blog (Lunar New Year
		// 2025 post); no page we could read names the time zone, so the page says so rather than guess.
		id: 'us-mhacc',
		region: 'us',
		name: 'MHACC warmline',
		// MHACC's own bilingual blog: "Mental Health Association for Chinese Communities 美國華裔精神健康聯盟".
		nameZh: '美國華裔精神健康聯盟',
		nameZhSource: 'https://mhacc-usa.org/lunar-new-year-2025',
		notACrisisLine: true,
		contacts: [{ kind: 'call', display: '1-800-881-8502', href: 'tel:+18008818502' }],
		languages: { spoken: ['cmn', 'yue', 'en'] },
		sourceUrl: 'https://mhacc-usa.org/',
		factsTakenOn,
	},
	// Canada
	{
		id: 'ca-988',
		region: 'canada',
		name: '9-8-8 Suicide Crisis Helpline',
		notACrisisLine: false,
		contacts: [
			{ kind: 'call', display: '988', href: 'tel:988' },
			{ kind: 'text', display: '988', href: 'sms:988' },
		],
		languages: { spoken: ['en', 'fr'] },
		sourceUrl: 'https://988.ca/',
		factsTakenOn,
	},
	{
		id: 'ca-kids-help-phone',
		region: 'canada',
		name: 'Kids Help Phone',
		notACrisisLine: false,
		contacts: [
			{ kind: 'call', display: '1-800-668-6868', href: 'tel:+18006686868' },
			{ kind: 'text', display: '686868', href: 'sms:686868', keyword: 'CONNECT' },
		],
		languages: { spoken: ['en', 'fr'] },
		sourceUrl: 'https://kidshelpphone.ca/',
		factsTakenOn,
	},
	// United Kingdom
	{
		id: 'uk-samaritans',
		region: 'uk',
		name: 'Samaritans',
		notACrisisLine: false,
		contacts: [
			{ kind: 'call', display: '116 123', href: 'tel:116123' },
			{ kind: 'email', display: 'jo@samaritans.org', href: 'mailto:jo@samaritans.org' },
			// The Welsh Language Line. The list we were given had 0300 123 3011, which no source we could
			// read names. 0808 164 0123 (7 pm to 11 pm, every day) is in the Institute of Welsh Affairs
			// page linked here (November 2017) and in Samaritans Cymru's own statement of 1 July 2021
			// (reprinted by Nation Radio); S4C Newyddion (18 May 2024) reports the Welsh line open
			// 19:00-23:00 every day and free to call. No copy of samaritans.org naming the number could be
			// read (see /work/notes/sources-findings.md): confirm it there.
			{
				kind: 'call',
				display: '0808 164 0123',
				href: 'tel:+448081640123',
				label: 'welsh',
				sourceUrl: 'https://www.iwa.wales/agenda/2017/11/saying-something/?lang=cy',
			},
		],
		languages: { spoken: ['en'] },
		sourceUrl: 'https://www.samaritans.org/',
		factsTakenOn,
	},
	{
		id: 'uk-shout',
		region: 'uk',
		name: 'Shout',
		notACrisisLine: false,
		contacts: [{ kind: 'text', display: '85258', href: 'sms:85258', keyword: 'SHOUT' }],
		languages: 'not-stated',
		sourceUrl: 'https://giveusashout.org/',
		factsTakenOn,
	},
	{
		// 111 answers in England, Scotland (NHS 24) and Wales (NHS 111 Wales), not in Northern Ireland
		// (Wikipedia, "NHS 111": not in use there as of June 2018; from February 2020 only for COVID-19
		// advice). The mental health option is NHS England's; the page says so.
		id: 'uk-nhs-111',
		region: 'uk',
		name: 'NHS 111',
		notACrisisLine: false,
		contacts: [{ kind: 'call', display: '111', href: 'tel:111' }],
		languages: 'not-stated',
		sourceUrl: 'https://www.nhs.uk/',
		factsTakenOn,
	},
	// Australia
	{
		id: 'au-lifeline',
		region: 'australia',
		name: 'Lifeline',
		notACrisisLine: false,
		contacts: [
			{ kind: 'call', display: '13 11 14', href: 'tel:131114' },
			{ kind: 'text', display: '0477 13 11 14', href: 'sms:+61477131114' },
			{ kind: 'call', display: '131 450', href: 'tel:131450', label: 'interpreter' },
		],
		languages: { spoken: [], interpreters: 'tis' },
		sourceUrl: 'https://www.lifeline.org.au/',
		factsTakenOn,
	},
	{
		id: 'au-beyond-blue',
		region: 'australia',
		name: 'Beyond Blue',
		notACrisisLine: false,
		contacts: [{ kind: 'call', display: '1300 22 4636', href: 'tel:1300224636' }],
		languages: 'not-stated',
		sourceUrl: 'https://www.beyondblue.org.au/',
		factsTakenOn,
	},
	{
		id: 'au-kids-helpline',
		region: 'australia',
		name: 'Kids Helpline',
		notACrisisLine: false,
		contacts: [{ kind: 'call', display: '1800 55 1800', href: 'tel:1800551800' }],
		languages: 'not-stated',
		sourceUrl: 'https://kidshelpline.com.au/',
		factsTakenOn,
	},
	// Hong Kong
	{
		id: 'hk-18111',
		region: 'hong-kong',
		name: '18111 Mental Health Support Hotline',
		// The government's announcement (27 December 2023) names it 「情緒通」18111熱線; its Simplified
		// version on the government's Shall We Talk site, linked here, writes 「情绪通」18111热线.
		nameZh: '「情緒通」18111熱線',
		nameZhSource: 'https://shallwetalk.hk/cn/page/kick-off-ceremony-of-the-mental-health-support-hotline',
		notACrisisLine: false,
		contacts: [{ kind: 'call', display: '18111', href: 'tel:18111' }],
		languages: 'not-stated',
		// The government's announcement of its launch (27 December 2023).
		sourceUrl: 'https://news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html',
		factsTakenOn,
	},
	{
		id: 'hk-samaritans',
		region: 'hong-kong',
		name: 'The Samaritans',
		nameZh: '撒瑪利亞會',
		nameZhSource: 'https://csrp.hku.hk/getting-help/',
		notACrisisLine: false,
		contacts: [{ kind: 'call', display: '2896 0000', href: 'tel:+85228960000' }],
		languages: { spoken: ['en', 'yue', 'cmn'] },
		sourceUrl: 'https://csrp.hku.hk/getting-help/',
		factsTakenOn,
	},
	{
		id: 'hk-samaritan-befrienders',
		region: 'hong-kong',
		name: 'Samaritan Befrienders Hong Kong',
		nameZh: '香港撒瑪利亞防止自殺會',
		nameZhSource: 'https://csrp.hku.hk/getting-help/',
		notACrisisLine: false,
		contacts: [{ kind: 'call', display: '2389 2222', href: 'tel:+85223892222' }],
		languages: { spoken: ['yue', 'en'] },
		sourceUrl: 'https://csrp.hku.hk/getting-help/',
		factsTakenOn,
	},
	{
		id: 'hk-suicide-prevention-services',
		region: 'hong-kong',
		name: 'Suicide Prevention Services',
		nameZh: '生命熱綫',
		nameZhSource: 'https://csrp.hku.hk/getting-help/',
		notACrisisLine: false,
		contacts: [{ kind: 'call', display: '2382 0000', href: 'tel:+85223820000' }],
		languages: { spoken: ['yue'] },
		sourceUrl: 'https://csrp.hku.hk/getting-help/',
		factsTakenOn,
	},
	{
		id: 'hk-open-up',
		region: 'hong-kong',
		name: 'Open Up',
		// Open Up's own site (Simplified Chinese pages) writes its name 「Open 噏」.
		nameZh: '「Open 噏」',
		nameZhSource: 'https://www.openup.hk/zh-cn/openup-milestones',
		notACrisisLine: false,
		contacts: [
			{ kind: 'whatsapp', display: '9101 2012', href: 'https://wa.me/85291012012' },
			{ kind: 'text', display: '9101 2012', href: 'sms:+85291012012' },
		],
		languages: { spoken: ['zh', 'en'] },
		sourceUrl: 'https://www.openup.hk/',
		factsTakenOn,
	},
] as const satisfies readonly HelpLine[]

export type HelpLineId = (typeof helpLines)[number]['id']

/** What the page may say about the list's dates: true of every record, never of only some. */
export type ListDates = {
	/** The oldest date on which a record's facts were taken from its sources. */
	factsTakenOn: string
	/** The oldest confirmation by the foundation, only when every record has been confirmed. */
	confirmedByFoundation?: string
}

/** The earliest of some ISO dates. */
const oldest = (dates: readonly string[]) => [...dates].sort()[0]

export function listDates(lines: readonly HelpLine[] = helpLines): ListDates {
	const taken = oldest(lines.map((line) => line.factsTakenOn)) ?? factsTakenOn
	const confirmations = lines.flatMap((line) => (line.confirmedByFoundation ? [line.confirmedByFoundation] : []))
	const everyLineConfirmed = lines.length > 0 && confirmations.length === lines.length
	return everyLineConfirmed ? { factsTakenOn: taken, confirmedByFoundation: oldest(confirmations) } : { factsTakenOn: taken }
}
