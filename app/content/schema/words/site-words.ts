import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { phrase } from '#app/content/schema/phrase.ts'
import { readerForms, workspaceApplications, workspaceInbox } from './reader-form-words.ts'

/**
 * The site's own short words, shared by every page or said outside a page:
 * header, footer, the newsletter form and its answers, the pages the
 * newsletter's links open, the e-mails, the error page. One file per language,
 * content/ui/<locale>/words.yml (Traditional Chinese is generated), edited in
 * the CMS as "Site words". Each group is one part of the site, shown closed
 * in the CMS until opened.
 *
 * Read by the content loader (pages get them through the root loader as
 * `layout`) and, for code that runs outside Vite (the e-mails), by
 * app/content/site-words.server.ts (docs/decisions/040).
 */

const group = <T extends z.ZodRawShape>(label: string, shape: T, hint?: string) =>
	field.object(label, shape, { hint, collapsed: true })

const titleAndText = (label: string) =>
	field.object(label, { title: field.string('Heading'), text: field.text('Text') })

/** A newsletter link page's browser tab and search words. */
const linkPageMeta = field.object('Browser tab and search', {
	title: field.string('Title'),
	description: field.text('Description'),
})

/** A newsletter link page before the reader acts: a heading, text and the button that acts. */
const beforeTheButton = (label: string) =>
	field.object(label, { title: field.string('Heading'), text: field.text('Text'), button: field.string('Button') })

const header = group('Header and menu', {
	skipLink: field.string('“Skip to main content” link', {
		hint: 'The first link on every page. Only keyboard and screen-reader users meet it: it jumps past the menu.',
	}),
	homeLink: field.string('Words heard after the foundation’s name', {
		hint: 'The name at the top left links to the home page; screen readers say the name, then these words.',
	}),
	navLabel: field.string('Name of the main menu, for screen readers'),
	menuButton: field.string('Menu button (narrow screens)'),
	aboutUs: field.string('Menu: About Us'),
	initiatives: field.string('Menu: Initiatives'),
	initiativesOverview: field.string('Menu: first link under Initiatives (all of them)'),
	news: field.string('Menu: News'),
	partnership: field.string('Menu: Partnership'),
	contactUs: field.string('Menu: Contact us'),
	search: field.string('Search link'),
	languageMenu: field.string('Language menu button'),
	chinese: field.string('Link to the Chinese page, beside the menu on English pages', {
		hint: 'Written in Chinese (中文) in both languages: it is for readers of Chinese. Only English pages show it.',
	}),
	donate: field.string('Donate button', {
		hint: 'In the header of every page (in the menu on small screens); it leads to the Donate page.',
	}),
})

const helpBar = group(
	'“Get help now” bar, at the top of every page',
	{
		label: field.string('Question before the link'),
		link: field.string('Link to the help page'),
	},
	'The same on every page, so someone in trouble always finds help in the same place.',
)

const languageOffer = group(
	'Offer to read an English page in Chinese',
	{
		text: field.string('Sentence before the links to the two Chinese versions'),
		dismiss: field.string('Button to say no'),
	},
	'Shown on English pages to readers whose browser prefers Chinese, in Chinese only: the Chinese words are the ones readers see; the English ones only say what they mean. Traditional Chinese is made from the Simplified words.',
)

const initiatives = group(
	'Names of the four initiatives',
	{
		dreamer: field.string('The Dreamer'),
		perpetuator: field.string('The Perpetuator'),
		voyager: field.string('The Voyager'),
		enlightener: field.string('The Enlightener'),
	},
	'Used in the menu, on news and event tags, on the home page and on About us.',
)

const footer = group(
	'Footer',
	{
		contactHeading: field.string('Heading of the contact details'),
		emailLabel: field.string('Label before the e-mail address', {
			hint: 'The address itself is in Settings › Site settings.',
		}),
		siteLabel: field.string('Label before the other website'),
		wechatLabel: field.string('Label before the WeChat ID'),
		wechatPending: field.string('Shown instead of the WeChat ID while there is none', {
			hint: 'While the WeChat ID in Settings › Site settings is empty.',
		}),
		addressLabel: field.string('Label before the link to the offices'),
		addressLink: field.string('Link to the offices page'),
		legal: field.text('Line after “© the foundation’s name.”'),
		charityNumber: field.string('Label before the registered charity number', {
			hint: 'Shown only when Settings › Site settings gives a charity number.',
		}),
	},
	'The e-mail address, website, WeChat ID and charity number themselves are in Settings › Site settings.',
)

const newsletterForm = group(
	'Newsletter sign-up form',
	{
		heading: field.string('Heading (footer)'),
		intro: field.text('Sentence under the heading (footer)'),
		latestNews: field.string('Link to the news (footer)'),
		events: field.string('Link to the events (footer)'),
		label: field.string('Label of the e-mail field'),
		placeholder: field.string('Grey hint inside the empty e-mail field'),
		button: field.string('Button'),
		pending: field.string('Button while the form is being sent'),
		consent: field.text('Sentence under the form: what the address is used for'),
		privacyLink: field.string('Link to the privacy notice, after that sentence'),
		honeypotLabel: field.string('Label of the hidden trap field', {
			hint: 'A field hidden from people that only robots fill in: no reader sees this.',
		}),
		backToPage: phrase('Link back to the page the form was sent from', ['page'], {
			hint: '{page} is that page’s title. Shown after a sign-up sent from another page.',
		}),
		titles: field.object('Headings of the answers', {
			success: field.string('Signed up'),
			address: field.string('The address has a mistake'),
			form: field.string('The form could not be read'),
			refused: field.string('The sign-up was refused'),
			wait: field.string('Too many sign-ups in a short time'),
			unavailable: field.string('Sign-up is not working'),
		}),
		messages: field.object(
			'Answers to a sign-up',
			{
				subscribed: field.text('Signed up', {
					hint: 'Keep the number of days equal to how long the confirmation link works (7 days).',
				}),
				missing: field.text('No address was entered'),
				'control-characters': field.text('The address holds hidden control characters (a line break)'),
				'display-name': field.text('A name or angle brackets around the address'),
				'several-addresses': field.text('More than one address'),
				quotes: field.text('Quotation marks in the address'),
				'full-width': field.text('Full-width characters (＠ or ．) from a Chinese keyboard'),
				spaces: field.text('Spaces in the address'),
				'too-long': field.text('The address is longer than 254 characters'),
				'local-too-long': field.text('The part before the @ is longer than 64 characters'),
				invalid: field.text('Not a complete address'),
				'content-type': field.text('The form was sent in a format the site does not accept'),
				encoding: field.text('The form held characters the site could not read'),
				'missing-field': field.text('The form had no e-mail field'),
				'repeated-field': field.text('The form held a field twice'),
				'unexpected-field': field.text('The form held fields the site does not use'),
				'too-large': field.text('The form sent far too much'),
				'cross-site': field.text('The form was sent from another website'),
				'rate-limited': field.text('Too many sign-ups from one connection'),
				unavailable: field.text('Sign-up is not working (nothing was saved)'),
			},
			{
				collapsed: true,
				hint: 'What the form says after the button is pressed: one answer for each case. Most readers only ever meet the first few.',
			},
		),
	},
	'In the footer of every page and on the Newsletter page. The page’s own words are under Pages › Newsletter.',
)

const newsletterPages = group(
	'Newsletter: the pages its e-mail links open',
	{
		confirm: field.object('Confirm page (the link in the confirmation e-mail)', {
			meta: linkPageMeta,
			ready: beforeTheButton('Before confirming (a button to press)'),
			confirmed: titleAndText('Confirmed'),
			alreadyConfirmed: titleAndText('Already confirmed (the link was used before)'),
			home: field.string('Link to the home page, after confirming'),
			invalid: field.object('The link does not work (expired, replaced or cut short)', {
				title: field.string('Heading'),
				text: field.text('Text'),
				link: field.string('Link to sign up again'),
			}),
			unavailable: titleAndText('Confirming is not working'),
		}),
		unsubscribe: field.object('Unsubscribe page (the link in every e-mail)', {
			meta: linkPageMeta,
			ready: beforeTheButton('Before unsubscribing (a button to press)'),
			unsubscribed: titleAndText('Unsubscribed'),
			invalid: titleAndText('The address is not on the list'),
			unavailable: titleAndText('Unsubscribing is not working'),
			contact: phrase('Link to write to the foundation', ['email'], {
				hint: '{email} is the foundation’s address (Settings). Under the last two.',
			}),
			signUpAgain: field.string('Link to sign up again, after unsubscribing'),
		}),
		preferences: field.object('Newsletter settings page (the settings link in every e-mail)', {
			meta: linkPageMeta,
			title: field.string('Heading'),
			intro: phrase('Sentence under the heading', ['email'], {
				hint: '{email} is the reader’s address.',
			}),
			pending: field.text('Said when the address is not confirmed yet'),
			language: field.object('Language', {
				legend: field.string('Name of the group of choices'),
				hint: field.text('Sentence under the name'),
				button: field.string('Button'),
				saved: field.text('Said after the language was saved'),
			}),
			download: field.object('Download', {
				heading: field.string('Heading'),
				text: field.text('Text'),
				button: field.string('Button'),
			}),
			unsubscribe: field.object('Unsubscribe', {
				heading: field.string('Heading'),
				text: field.text('Text'),
				button: field.string('Button'),
			}),
			erase: field.object('Erase', {
				heading: field.string('Heading'),
				text: field.text('Text'),
				confirm: field.string('Tick box the reader ticks to be sure'),
				button: field.string('Button'),
			}),
			unsubscribed: titleAndText('After unsubscribing'),
			erased: titleAndText('After erasing'),
			invalid: titleAndText('The link does not work (not on the list)'),
			refused: titleAndText('The form was refused (sent from another website, too large, or not understood)'),
			unavailable: titleAndText('Settings are not working'),
			signUpAgain: field.string('Link to sign up again, after unsubscribing or erasing'),
		}),
		archive: field.object('Newsletter archive (every newsletter sent, on the website)', {
			meta: linkPageMeta,
			title: field.string('Heading'),
			intro: field.text('Sentence under the heading'),
			empty: field.text('Said while no newsletter has been sent'),
			sentOn: phrase('When a newsletter was sent', ['date'], { hint: '{date} is the date it was sent.' }),
			allNewsletters: field.string('Link back to the archive, under a newsletter'),
			newsPost: field.string('Link to the same post among the news'),
			unavailable: titleAndText('The archive is not working'),
		}),
	},
	'The seven days a confirmation link works are set in the code (app/newsletter/store/policy.ts): keep the texts in step with it.',
)

const emailPlaceholders = ['siteName', 'days'] as const

const emails = group(
	'E-mails',
	{
		confirmation: field.object('Confirmation e-mail (sent after a sign-up)', {
			subject: phrase('Subject', [], { optional: emailPlaceholders }),
			greeting: field.string('Greeting'),
			request: phrase('Sentence before the confirmation link', [], { optional: emailPlaceholders, long: true }),
			button: field.string('Confirmation button'),
			ignore: phrase('If you did not ask for this', [], { optional: emailPlaceholders, long: true }),
			why: phrase('Why the reader gets this e-mail', [], { optional: ['siteName'], long: true }),
			signOff: field.string('Sign-off, before the foundation’s name and web address'),
		}),
		newsPost: field.object(
			'News post e-mail (a post sent to subscribers)',
			{
				readOnSite: field.string('Button to read the post on the website'),
				readInBrowser: field.string('Link at the top: read this newsletter in the browser'),
				why: phrase('Why the reader gets this e-mail', [], { optional: ['siteName'], long: true }),
			},
			{ hint: 'The post’s own title, summary and text come from the post (News).' },
		),
		footer: field.object(
			'Foot of every e-mail',
			{
				unsubscribe: field.text('Unsubscribe statement, before the link', {
					hint: 'E-mails in Chinese repeat this statement in English too (Hong Kong law asks for both).',
				}),
				unsubscribeLink: field.string('Unsubscribe link'),
				preferences: field.text('Sentence before the settings link'),
				preferencesLink: field.string('Settings link'),
				sender: phrase('Who sends it, and from where', ['siteName', 'postalAddress'], {
					hint: '{postalAddress} is the postal address in Settings › Site settings.',
				}),
			},
			{ hint: 'Under the “why you get this e-mail” sentence of each e-mail.' },
		),
	},
	'{siteName} is the foundation’s name (Settings › Site settings); {days} is how many days the confirmation link works.',
)

const errorPage = group(
	'Error page',
	{
		title: field.string('Heading'),
		message: field.text('Text'),
		homeLink: field.string('Link to the home page'),
	},
	'Shown when a page fails to appear because of a fault on the site. Pages that do not exist show Pages › Page not found instead.',
)

const common = group('Words used on many pages', {
	citation: phrase('Name of a citation number, for screen readers', ['n'], {
		hint: '{n} is the number. A superscript number in the text links to its reference; screen readers say this.',
	}),
	opensInNewTab: field.string('Said after a link that opens in a new tab', {
		hint: 'Screen readers only. Keep the brackets (full-width in Chinese).',
	}),
	learnMore: field.string('“Learn more” link'),
	referencesHeading: field.string('Heading of a reference list'),
	exampleBadge: field.string('Badge on example details', {
		hint: 'Marks names, addresses and dates that are placeholders, not yet real.',
	}),
	exampleNote: field.text('What the badge says when pointed at'),
})

const floating = group('Floating buttons at the bottom of the screen', {
	back: field.string('Back'),
	top: field.string('Back to top'),
})

const feeds = group(
	'Names of the news feeds',
	{
		rss: field.string('RSS feed'),
		atom: field.string('Atom feed'),
		json: field.string('JSON feed'),
		calendar: field.string('Events calendar'),
	},
	'What feed readers and browsers show for the feeds of news and events.',
)

const subjectAndText = (label: string) =>
	field.object(label, {
		subject: phrase('Subject', ['event']),
		text: phrase('Text', [], { optional: ['event', 'siteName'], long: true }),
	})

const eventRegistration = group(
	'Event registration: e-mails and link pages',
	{
		emails: field.object('E-mails', {
			greeting: phrase('Greeting', ['name']),
			confirm: field.object('Confirm your registration (the link)', {
				subject: phrase('Subject', ['event']),
				text: phrase('Text', ['event'], { long: true }),
				button: field.string('Button'),
				ignore: field.text('If you did not ask for this'),
			}),
			registered: subjectAndText('You have a place'),
			waiting: subjectAndText('You are on the waiting list'),
			promoted: subjectAndText('A place opened up: you have it'),
			reminder: subjectAndText('Reminder, the day before'),
			labels: field.object('Labels of the event’s details', {
				when: field.string('When'),
				where: field.string('Where'),
				page: field.string('Event page'),
			}),
			calendarAttached: field.text('Said when the event’s calendar file is attached'),
			signOff: field.string('Sign-off'),
			why: phrase('Why the reader gets it', ['event', 'siteName']),
			cancel: field.text('Before the cancel link'),
			cancelLink: field.string('Cancel link'),
		}),
		confirmPage: field.object('Page of the confirmation link', {
			ready: beforeTheButton('Before the button (when a link checker, not a person, opened it)'),
			confirmed: titleAndText('Confirmed: you have a place'),
			waiting: titleAndText('Confirmed: you are on the waiting list'),
			alreadyConfirmed: titleAndText('Already confirmed'),
			invalid: titleAndText('The link is unknown or expired'),
			unavailable: titleAndText('The database could not be reached'),
		}),
		cancelPage: field.object('Page of the cancel link', {
			ready: beforeTheButton('Before the button: are you sure?'),
			cancelled: titleAndText('Cancelled'),
			invalid: titleAndText('The link is unknown, or the registration was already cancelled'),
			unavailable: titleAndText('The database could not be reached'),
		}),
		home: field.string('Link to the events'),
	},
	'{event} is the event’s title, {name} the registrant’s name, {siteName} the foundation’s name.',
)

const workspaceEvents = group('Workspace: event registrations', {
	title: field.string('Heading of the list of events'),
	intro: field.text('Under it'),
	empty: field.text('When no event takes registrations'),
	columns: field.object('Columns', {
		event: field.string('Event'),
		when: field.string('When'),
		places: field.string('Places'),
		confirmed: field.string('Registered'),
		waiting: field.string('Waiting'),
		pending: field.string('Not yet confirmed'),
		name: field.string('Name'),
		email: field.string('E-mail'),
		language: field.string('Language'),
		status: field.string('Status'),
		registeredAt: field.string('Registered on'),
	}),
	unlimited: field.string('No limit'),
	statuses: field.object('Statuses', {
		confirmed: field.string('Has a place'),
		waiting: field.string('Waiting list'),
		pending: field.string('Not yet confirmed'),
	}),
	registrants: field.string('Heading of the registrants'),
	none: field.text('When nobody has registered'),
	export: field.string('Export link (CSV)'),
	back: field.string('Link back to the list'),
	write: field.object('Writing to the registrants', {
		heading: field.string('Heading'),
		audience: field.string('Label: to whom'),
		confirmed: field.string('Those with a place'),
		all: field.string('Those with a place and the waiting list'),
		subject: field.string('Label: subject'),
		message: field.string('Label: message'),
		hint: field.text('Under the message'),
		send: field.string('Send button'),
		sent: phrase('Sent', ['n']),
		missing: field.text('Subject or message missing'),
		refused: field.text('Refused (another site, or too long)'),
		unavailable: field.text('The database could not be reached'),
	}),
})

export const siteWords = z.strictObject({
	header,
	helpBar,
	languageOffer,
	initiatives,
	footer,
	newsletterForm,
	newsletterPages,
	emails,
	errorPage,
	common,
	floating,
	feeds,
	readerForms,
	workspaceInbox,
	workspaceApplications,
	eventRegistration,
	workspaceEvents,
})

export type SiteWords = z.output<typeof siteWords>

/** The groups every page's layout uses; the root loader hands them to every page (app/root.tsx). */
export const layoutGroups = [
	'header',
	'helpBar',
	'languageOffer',
	'initiatives',
	'footer',
	'newsletterForm',
	'common',
	'floating',
	'feeds',
] as const satisfies readonly (keyof SiteWords)[]

export type LayoutWords = Pick<SiteWords, (typeof layoutGroups)[number]>

/** The layout's part of the site words. */
export function layoutWords(words: SiteWords): LayoutWords {
	return Object.fromEntries(layoutGroups.map((name) => [name, words[name]])) as LayoutWords
}
