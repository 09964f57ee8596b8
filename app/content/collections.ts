import type { z } from 'zod'
import { aboutUsPage } from './schema/pages/about-us.ts'
// Members (CMS, photos and publishing)
import { membersPage } from './schema/pages/members.ts'
import { memberRecord } from './schema/records/member.ts'
import { dreamerLandingPage } from './schema/pages/dreamer-landing.ts'
import {
	enlightenerArticlePage,
	enlightenerEventPage,
	enlightenerLandingPage,
	enlightenerSupportPage,
	enlightenerTopicPage,
} from './schema/pages/enlightener.ts'
import { initiativeArticle } from './schema/pages/initiative-article.ts'
import { perpetuatorArea, perpetuatorLanding, perpetuatorWriteUp } from './schema/pages/perpetuator.ts'
import { voyagerCabinetPage, voyagerLandingPage, voyagerSeminarPage } from './schema/pages/voyager.ts'
import { project } from './schema/records/project.ts'
import { reference } from './schema/records/reference.ts'
// General pages and partners
import { addressPage } from './schema/pages/address.ts'
import { contactsPage } from './schema/pages/contacts.ts'
import { checkInboxPage, newsletterPage, privacyPage } from './schema/pages/newsletter.ts'
import { notFoundPage } from './schema/pages/not-found.ts'
import { officeRecord } from './schema/records/office.ts'
import { partnerRecord } from './schema/records/partner.ts'
// Donate: annual reports
import { annualReport } from './schema/records/annual-report.ts'
import { donatePage } from './schema/pages/donate.ts'
// Get involved: application forms
import { applicationForm } from './schema/records/application-form.ts'
// Help
import { helpPage } from './schema/pages/help.ts'
import { helpLineRecord } from './schema/records/help-line.ts'
// Site settings
import { siteSettings } from './schema/settings/site.ts'
import { donationSettings } from './schema/settings/donations.ts'
// Site words (the UI words: header, footer, forms, e-mails)
import { siteWords } from './schema/words/site-words.ts'
import { workspaceWords } from './schema/words/workspace-words.ts'
// News and events
import { eventsPage } from './schema/pages/events.ts'
import { newsPage } from './schema/pages/news.ts'
import { eventRecord } from './schema/records/event.ts'
import { newsPost } from './schema/records/news-post.ts'
// Home and search pages
import { homePage } from './schema/pages/home.ts'
import { searchPage } from './schema/pages/search.ts'

/**
 * Every content file the site reads, in one registry: the build loads and
 * checks exactly these, the CMS configuration is generated from them, and
 * page loaders read them by their English path.
 *
 * Translated files exist once per language: `content/<folder>/en/<name>` and
 * `content/<folder>/zh-hans/<name>` (Traditional Chinese is generated).
 */
type PageEntry<S extends z.ZodType = z.ZodType> = {
	/** The file's name in content/pages/<locale>/, without `.md`. */
	name: string
	/** What staff see in the CMS. */
	label: string
	schema: S
	/** Anchors the page's own components render (not from its content), for the link check. */
	anchors?: readonly string[]
}

const page = <S extends z.ZodType>(
	name: string,
	label: string,
	schema: S,
	anchors?: readonly string[],
): PageEntry<S> => ({
	name,
	label,
	schema,
	anchors,
})

/** What an initiative's article renders around its Markdown. */
const articleAnchors = ['references-heading', 'get-in-touch'] as const

// The Perpetuator: its landing, three area pages, six project write-ups, and its projects as records.
const perpetuatorAreaAnchors = ['featured-heading', 'projects-heading', 'references-heading'] as const
const perpetuatorWriteUpAnchors = ['project-details-heading', 'references-heading', 'gallery-heading'] as const
const perpetuatorPages = {
	'/perpetuator': page('perpetuator', 'The Perpetuator', perpetuatorLanding, ['about', 'areas', 'further-reading']),
	'/perpetuator/actuallifeneeds': page(
		'perpetuator-actuallifeneeds',
		'The Perpetuator › Real life needs support',
		perpetuatorArea,
		perpetuatorAreaAnchors,
	),
	'/perpetuator/culturalexchange': page(
		'perpetuator-culturalexchange',
		'The Perpetuator › Cultural exchange and community building',
		perpetuatorArea,
		perpetuatorAreaAnchors,
	),
	'/perpetuator/lastingmentalhealthsupport': page(
		'perpetuator-lastingmentalhealthsupport',
		'The Perpetuator › Lasting mental health support',
		perpetuatorArea,
		perpetuatorAreaAnchors,
	),
	'/perpetuator/actuallifeneeds/diabetes': page(
		'perpetuator-actuallifeneeds-diabetes',
		'The Perpetuator › Project: diabetes in later life',
		perpetuatorWriteUp,
		perpetuatorWriteUpAnchors,
	),
	'/perpetuator/actuallifeneeds/anxietydisorder': page(
		'perpetuator-actuallifeneeds-anxietydisorder',
		'The Perpetuator › Project: anxiety and depression',
		perpetuatorWriteUp,
		perpetuatorWriteUpAnchors,
	),
	'/perpetuator/actuallifeneeds/prolongedgrief': page(
		'perpetuator-actuallifeneeds-prolongedgrief',
		'The Perpetuator › Project: prolonged grief',
		perpetuatorWriteUp,
		perpetuatorWriteUpAnchors,
	),
	'/perpetuator/actuallifeneeds/psychiatricabuse': page(
		'perpetuator-actuallifeneeds-psychiatricabuse',
		'The Perpetuator › Project: mental abuse of older adults',
		perpetuatorWriteUp,
		perpetuatorWriteUpAnchors,
	),
	'/perpetuator/lastingmentalhealthsupport/blueproject': page(
		'perpetuator-lastingmentalhealthsupport-blueproject',
		'The Perpetuator › Project: Blue Zones',
		perpetuatorWriteUp,
		perpetuatorWriteUpAnchors,
	),
	'/perpetuator/culturalexchange/socialcommunity': page(
		'perpetuator-culturalexchange-socialcommunity',
		'The Perpetuator › Project: social capital in rural areas',
		perpetuatorWriteUp,
		[...perpetuatorWriteUpAnchors, 'charts'],
	),
} satisfies Record<string, PageEntry>
const perpetuatorRecords = {
	projects: {
		folder: 'projects',
		label: 'The Perpetuator › Projects',
		singular: 'Project',
		schema: project,
		orderBy: 'order',
	},
} satisfies Record<string, RecordCollection>

/** The folder in content/ that holds the pages: `content/pages/<locale>/<name>.md`. */
export const pagesFolder = 'pages'

/** A translated file's path, relative to content/: `<folder>/<locale>/<name>.<extension>`. */
export const translatedFile = (folder: string, locale: string, name: string, extension: 'md' | 'yml') =>
	`${folder}/${locale}/${name}.${extension}`

/** Pages, by English path. Each page's schema says which fields it has. */
export const pageFiles = {
	// Home and search pages (first: the site's page lists keep the home page first and /search before news and events).
	'/': page('home', 'Home page', homePage, [
		'home',
		'mission',
		'news',
		'about',
		'initiatives',
		'team',
		'impact',
		'partnership',
	]),
	'/search': page('search', 'Search', searchPage),

	'/aboutus': page('aboutus', 'About us', aboutUsPage, ['vision', 'company', 'audience', 'mission', 'more-heading']),
	// Members (CMS, photos and publishing)
	'/members': page('members', 'Our team', membersPage, ['example-names', 'board', 'volunteers', 'join']),

	// The Dreamer
	'/dreamer': page('dreamer', 'The Dreamer', dreamerLandingPage, [
		'mission',
		'critical-actions',
		'past-events',
		'get-involved',
	]),
	'/dreamer/beginning': page('dreamer-beginning', 'The Dreamer › How it began', initiativeArticle, articleAnchors),
	'/dreamer/emotion': page(
		'dreamer-emotion',
		'The Dreamer › Emotion and stress workshop',
		initiativeArticle,
		articleAnchors,
	),
	'/dreamer/mind': page('dreamer-mind', 'The Dreamer › Mind Spark workshop', initiativeArticle, articleAnchors),
	'/dreamer/hello': page('dreamer-hello', 'The Dreamer › Hello China exchange', initiativeArticle, articleAnchors),
	'/dreamer/bilingual': page(
		'dreamer-bilingual',
		'The Dreamer › Bilingual education',
		initiativeArticle,
		articleAnchors,
	),

	// The Voyager
	'/voyager': page('voyager', 'The Voyager', voyagerLandingPage, [
		'about',
		'where-we-work',
		'youth-cabinet',
		'upcoming-event',
	]),
	// Before the others, where the site always listed it.
	'/voyager/detail': page(
		'voyager-detail',
		'The Voyager › Seminar page (the seminar itself is under Events)',
		voyagerSeminarPage,
		// The seminar's description (its record) brings #why and #topics.
		['event-facts', 'why', 'topics', ...articleAnchors],
	),
	'/voyager/cabinet': page('voyager-cabinet', 'The Voyager › Youth Cabinet', voyagerCabinetPage, [
		...articleAnchors,
		'positions',
		'how-to-apply',
	]),
	'/voyager/community': page(
		'voyager-community',
		'The Voyager › Community building',
		initiativeArticle,
		articleAnchors,
	),
	'/voyager/school': page('voyager-school', 'The Voyager › School environment', initiativeArticle, articleAnchors),
	'/voyager/family': page('voyager-family', 'The Voyager › Family settings', initiativeArticle, articleAnchors),

	// The Enlightener
	'/enlightener': page('enlightener', 'The Enlightener', enlightenerLandingPage, ['directions', 'event-review']),
	// Before the others, where the site always listed it.
	'/enlightener/hellochineseevent': page(
		'enlightener-hellochineseevent',
		'The Enlightener › Hello Chinese event record (the event itself is under Events)',
		enlightenerEventPage,
		['event-record-heading'],
	),
	'/enlightener/interculturalcommunication': page(
		'enlightener-interculturalcommunication',
		'The Enlightener › Intercultural communication',
		enlightenerTopicPage,
		['from-our-events', 'in-preparation', 'references-heading'],
	),
	'/enlightener/culturalheritage': page(
		'enlightener-culturalheritage',
		'The Enlightener › Chinese history and heritage',
		enlightenerTopicPage,
		['ways-in', 'references-heading'],
	),
	'/enlightener/crossethniccommunication': page(
		'enlightener-crossethniccommunication',
		'The Enlightener › Inter-ethnic communication',
		enlightenerArticlePage,
		['references-heading', 'next-steps'],
	),
	'/enlightener/eventreview': page(
		'enlightener-eventreview',
		'The Enlightener › Event review',
		enlightenerArticlePage,
		['next-steps'],
	),
	'/enlightener/support': page(
		'enlightener-support',
		'The Enlightener › How to join and support',
		enlightenerSupportPage,
		['volunteer', 'donate', 'partner', 'join-the-team'],
	),

	// The Perpetuator
	...perpetuatorPages,

	// General pages and partners
	'/contacts': page('contacts', 'Contact us', contactsPage, ['reach-heading', 'expect-heading', 'urgent']),
	'/address': page('address', 'Our offices', addressPage, ['example-addresses']),
	'/newsletter': page('newsletter', 'Newsletter', newsletterPage, ['sign-up-heading', 'steps-heading']),
	'/newsletter/check-your-inbox': page(
		'newsletter-check-your-inbox',
		'Newsletter › Please check your inbox',
		checkInboxPage,
		['next', 'help'],
	),
	'/privacy': page('privacy', 'Privacy notice', privacyPage),
	'/donate': page('donate', 'Donate', donatePage, ['ways', 'receipts', 'transparency']),
	// Help
	'/help': page('help', 'Need help now?', helpPage, [
		'emergency',
		'emergency-heading',
		'not-crisis',
		'not-crisis-heading',
		'chinese',
		'us',
		'canada',
		'uk',
		'australia',
		'hong-kong',
		'checked-heading',
	]),
	// Shown for any address the site does not have; registered as the 404.html it is served as, not a page of its own.
	'/404': page('not-found', 'Page not found', notFoundPage),

	// News and events: the lists, and the words around each post and event.
	'/news': page('news', 'News › The list, and the words around each post', newsPage, ['feeds']),
	'/events': page('events', 'Events › The list, and the words around each event', eventsPage, [
		'upcoming',
		'past',
		'calendar',
	]),
} satisfies Record<string, PageEntry>

/** The English paths of the pages in content files: every entry but the not-found page's /404 (page-paths.ts). */
export type PageFilePath = Exclude<keyof typeof pageFiles, '/404'>
export type PageFileContent<P extends keyof typeof pageFiles> = z.output<(typeof pageFiles)[P]['schema']>

type RecordCollection<S extends z.ZodType = z.ZodType> = {
	/** The folder in content/: one file per record per language, `<id>.yml` (or `<id>.md`, see `format`). */
	folder: string
	/**
	 * `yml` (default): fields only. `md`: Markdown with the fields as YAML front
	 * matter; the text after it is the record's `body` field (as Decap CMS writes it).
	 */
	format?: 'yml' | 'md'
	/** Each record has a page of its own at `<recordPage>/<id>` (English path; `''`: at the site's root, as partners), which Markdown may link to. */
	recordPage?: string
	label: string
	/** What one record is called in the CMS ("New team member"). */
	singular: string
	schema: S
	/** The field records are shown in, ascending. */
	orderBy?: string
	/**
	 * The field whose English words name a new record's file, and so its id
	 * (the CMS turns "Zhang San" into zhang-san.yml); and the record's title in the CMS list.
	 * Default: `title` or `name`, else the first top-level line of text.
	 */
	identifierField?: string
	/** The page that shows these records (English path), for the CMS's "View live". */
	page?: string
	/** False for language-neutral records (references): one file each, `content/<folder>/<id>.yml`. */
	translated?: boolean
}

/** Records: one file per record per language. */
export const recordCollections = {
	// Members (CMS, photos and publishing)
	members: {
		folder: 'members',
		label: 'Team members',
		singular: 'Team member',
		schema: memberRecord,
		orderBy: 'order',
		identifierField: 'name',
		page: '/members',
	},
	references: {
		folder: 'references',
		label: 'References',
		singular: 'Reference',
		schema: reference,
		orderBy: 'id',
		translated: false,
	},

	// The Perpetuator
	...perpetuatorRecords,

	// General pages and partners
	offices: {
		folder: 'offices',
		label: 'Offices',
		singular: 'Office',
		schema: officeRecord,
		orderBy: 'order',
	},
	// Each partner's page, /<id>, is made from its record (docs/decisions/055).
	partners: {
		folder: 'partners',
		label: 'Partners',
		singular: 'Partner',
		schema: partnerRecord,
		orderBy: 'order',
		identifierField: 'name',
		recordPage: '',
	},

	// Donate: the annual reports its transparency block lists (uploaded PDFs).
	annualReports: {
		folder: 'annual-reports',
		label: 'Annual reports',
		singular: 'Annual report',
		schema: annualReport,
		orderBy: 'year',
		page: '/donate',
	},

	// Get involved: the volunteer and Youth Cabinet application forms, each with its page.
	applicationForms: {
		folder: 'application-forms',
		label: 'Application forms',
		singular: 'Application form',
		schema: applicationForm,
		orderBy: 'order',
		recordPage: '/get-involved',
	},

	// Help
	helpLines: {
		folder: 'help-lines',
		label: 'Help lines',
		singular: 'Help line',
		schema: helpLineRecord,
		orderBy: 'order',
	},

	// News and events: Markdown records, each with its own page.
	news: {
		folder: 'news',
		label: 'News',
		singular: 'News post',
		schema: newsPost,
		format: 'md',
		orderBy: 'date',
		recordPage: '/news',
	},
	events: {
		folder: 'events',
		label: 'Events',
		singular: 'Event',
		schema: eventRecord,
		format: 'md',
		orderBy: 'start',
		recordPage: '/events',
	},
} satisfies Record<string, RecordCollection>

export type RecordCollectionName = keyof typeof recordCollections

/** The extension of a collection's files: `yml` unless it is Markdown. */
export const recordExtension = (collection: RecordCollection) => collection.format ?? 'yml'

type SettingsEntry<S extends z.ZodType = z.ZodType> = {
	/** The one language-neutral file, relative to content/. */
	file: string
	label: string
	schema: S
}

/**
 * Settings: single language-neutral files (one of a kind, not a collection).
 * The loader checks them at build; app/config/site.ts reads the site settings
 * itself so that modules running outside Vite can import them.
 */
export const settingsFiles = {
	// Site settings
	site: { file: 'settings/site.yml', label: 'Site settings', schema: siteSettings },
	// Donations: where and how gifts are received, region by region (/donate).
	donations: { file: 'settings/donations.yml', label: 'Donations', schema: donationSettings },
} satisfies Record<string, SettingsEntry>

// Site words (the UI words: header, footer, forms, e-mails): one translated file, not a page.
type WordsEntry<S extends z.ZodType = z.ZodType> = {
	/** The folder in content/: the file is `content/<folder>/<locale>/<name>.yml` (Traditional Chinese generated). */
	folder: string
	/** The file's name, without `.yml`. */
	name: string
	/** What staff see in the CMS. */
	label: string
	schema: S
}

/**
 * Words that belong to no one page: one file per language each, checked and
 * converted to Traditional by the loader like a page, edited in the CMS as
 * one entry with both languages side by side. Pages read them through
 * getContent(locale).words; code outside Vite (the e-mails) through
 * app/content/site-words.server.ts.
 */
export const wordFiles = {
	siteWords: {
		folder: 'ui',
		name: 'words',
		label: 'Header, footer, forms, e-mails and error page',
		schema: siteWords,
	},
	workspaceWords: {
		folder: 'ui',
		name: 'workspace',
		label: 'Workspace words (signing in, publishing, newsletter desk, staff)',
		schema: workspaceWords,
	},
} satisfies Record<string, WordsEntry>

export type { PageEntry, RecordCollection, SettingsEntry, WordsEntry }
