import type { NewsArticle, WithContext } from 'schema-dts'
import { site } from '~/config/site.ts'
import { localeConfig, type Locale } from '~/i18n/locales.ts'
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

/** An event the foundation runs; `startDate` only when it is known. */
export function eventJsonLd(args: {
	locale: Locale
	path: string
	name: string
	description: string
	startDate?: string
	eventStatus?: 'EventScheduled' | 'EventPostponed' | 'EventCancelled'
}): JsonLd {
	return {
		'@context': context,
		'@type': 'Event',
		name: args.name,
		description: args.description,
		url: absoluteUrl(args.path, args.locale),
		inLanguage: localeConfig[args.locale].hrefLang,
		...(args.startDate ? { startDate: args.startDate } : {}),
		...(args.eventStatus ? { eventStatus: `https://schema.org/${args.eventStatus}` } : {}),
		organizer: { '@type': 'NGO', name: site.name.value.en, url: site.baseUrl.value },
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
