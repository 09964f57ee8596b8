import type { Event, NewsArticle, WithContext } from 'schema-dts'
import { site } from '#app/config/site.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { absoluteUrl } from './seo.ts'

/**
 * schema.org descriptions of pages, as JSON-LD. Search engines read them;
 * they never carry anything the page does not also say.
 */
type JsonLd = Record<string, unknown>

const context = 'https://schema.org' as const

/** The regions the foundation serves. */
const areaServed = [
	{ '@type': 'Country', name: 'United States' },
	{ '@type': 'Country', name: 'Canada' },
	{ '@type': 'Country', name: 'United Kingdom' },
	{ '@type': 'Country', name: 'Australia' },
	{ '@type': 'AdministrativeArea', name: 'Hong Kong' },
]

/** The foundation itself, for the home page. */
export function organizationJsonLd(locale: Locale, description: string): JsonLd {
	const names = site.name.value
	return {
		'@context': context,
		'@type': 'NGO',
		name: names.en,
		alternateName: [names['zh-hans'], names['zh-hant']],
		slogan: site.motto.value,
		description,
		url: absoluteUrl('/', locale),
		logo: `${site.baseUrl.value}/social/logo.png`,
		email: site.email.value,
		sameAs: [site.externalSite.value],
		areaServed,
		inLanguage: localeConfig[locale].hrefLang,
	}
}

export type Crumb = { name: string; path: string }

/** Home › section › page, for inner pages. */
export function breadcrumbJsonLd(crumbs: Crumb[], locale: Locale): JsonLd {
	return {
		'@context': context,
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.name,
			item: absoluteUrl(crumb.path, locale),
		})),
	}
}

export type CitationLd = { authors: string; year: number; title: string; venue: string; doi?: string; url?: string }

/** A research write-up and the works it cites. */
export function scholarlyArticleJsonLd(args: {
	locale: Locale
	path: string
	headline: string
	description: string
	dateCreated?: string
	citations: CitationLd[]
}): JsonLd {
	return {
		'@context': context,
		'@type': 'ScholarlyArticle',
		headline: args.headline,
		description: args.description,
		url: absoluteUrl(args.path, args.locale),
		inLanguage: localeConfig[args.locale].hrefLang,
		...(args.dateCreated ? { dateCreated: args.dateCreated } : {}),
		publisher: { '@type': 'NGO', name: site.name.value.en, url: site.baseUrl.value },
		citation: args.citations.map((citation) => ({
			'@type': 'CreativeWork',
			name: citation.title,
			author: citation.authors,
			datePublished: String(citation.year),
			isPartOf: citation.venue,
			...(citation.doi ? { sameAs: `https://doi.org/${citation.doi}` } : citation.url ? { sameAs: citation.url } : {}),
		})),
	}
}

const eventStatusIds = {
	scheduled: 'https://schema.org/EventScheduled',
	cancelled: 'https://schema.org/EventCancelled',
	postponed: 'https://schema.org/EventPostponed',
} as const

const attendanceModeIds = {
	offline: 'https://schema.org/OfflineEventAttendanceMode',
	online: 'https://schema.org/OnlineEventAttendanceMode',
	mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const

/**
 * An event the foundation runs. Dates, place and languages only when they are
 * known: an event whose date is to be announced has no `startDate` (search
 * engines may then leave it out of event listings; we never guess one).
 */
export function eventJsonLd(args: {
	locale: Locale
	path: string
	name: string
	description: string
	/** ISO 8601 with the place's UTC offset: 2026-03-14T14:00:00-07:00. */
	startDate?: string
	endDate?: string
	status: keyof typeof eventStatusIds
	attendance?: keyof typeof attendanceModeIds
	place?: string
	/** BCP 47 tags of the languages spoken (en, cmn, yue). */
	languages?: readonly string[]
	image?: string
	registration?: string
}): WithContext<Event> {
	const url = absoluteUrl(args.path, args.locale)
	const online = args.attendance === 'online' || args.attendance === 'mixed'
	const offline = args.attendance !== 'online' && args.place
	const location = [
		...(offline ? [{ '@type': 'Place' as const, name: args.place, address: args.place }] : []),
		...(online ? [{ '@type': 'VirtualLocation' as const, url: args.registration ?? url }] : []),
	]
	return {
		'@context': context,
		'@type': 'Event',
		name: args.name,
		description: args.description,
		url,
		...(args.startDate ? { startDate: args.startDate } : {}),
		...(args.endDate ? { endDate: args.endDate } : {}),
		eventStatus: eventStatusIds[args.status],
		...(args.attendance ? { eventAttendanceMode: attendanceModeIds[args.attendance] } : {}),
		...(location.length ? { location: location.length === 1 ? location[0] : location } : {}),
		...(args.languages?.length ? { inLanguage: [...args.languages] } : {}),
		...(args.image ? { image: [args.image] } : {}),
		...(args.registration ? { offers: { '@type': 'Offer' as const, url: args.registration } } : {}),
		organizer: foundation(),
	}
}

/** The foundation as the publisher or organiser of a page's subject. */
const foundation = () => ({ '@type': 'NGO' as const, name: site.name.value.en, url: site.baseUrl.value })

/**
 * A news post. `datePublished` only when the date is real: an example date
 * (a placeholder until the foundation confirms it) is not told to search engines.
 */
export function newsArticleJsonLd(args: {
	locale: Locale
	path: string
	headline: string
	description: string
	datePublished?: string
	image: string
	about: string[]
}): WithContext<NewsArticle> {
	return {
		'@context': context,
		'@type': 'NewsArticle',
		headline: args.headline,
		description: args.description,
		url: absoluteUrl(args.path, args.locale),
		mainEntityOfPage: absoluteUrl(args.path, args.locale),
		inLanguage: localeConfig[args.locale].hrefLang,
		...(args.datePublished ? { datePublished: args.datePublished } : {}),
		image: [args.image],
		...(args.about.length ? { about: args.about.map((name) => ({ '@type': 'Thing' as const, name })) } : {}),
		author: foundation(),
		publisher: { ...foundation(), logo: `${site.baseUrl.value}/social/logo.png` },
	}
}
