import { z } from 'zod'
import { field, withCms } from '#app/content/schema/fields.ts'

/** The regions the foundation serves, in the order the page lists them. Their names are in the content. */
export const helpRegions = ['us', 'canada', 'uk', 'australia', 'hong-kong'] as const
export type HelpRegion = (typeof helpRegions)[number]

const contactKinds = ['call', 'text', 'email', 'whatsapp'] as const
/** Language codes a line may name; their names are in the content. */
const languageCodes = ['en', 'es', 'fr', 'zh', 'cmn', 'yue'] as const
export type HelpLanguage = (typeof languageCodes)[number]

/** One way to reach a service: `href` is what a phone or mail app needs; `display` how the service writes it. */
const helpContact = field.object(
	'Contact',
	{
		kind: field.select('Kind', contactKinds, { i18n: 'duplicate' }),
		display: field.string('As the service writes it', { i18n: 'duplicate' }),
		href: withCms(
			z.string().regex(/^(tel:|sms:|mailto:|https:\/\/wa\.me\/)\S+$/, 'must be a tel:, sms:, mailto: or wa.me link'),
			{
				label: 'Link (tel:, sms:, mailto: or https://wa.me/)',
				widget: 'string',
				i18n: 'duplicate',
			},
		),
		keyword: field.string('Word to send (text lines that ask for one)', { i18n: 'duplicate' }).optional(),
		label: field.select('What this line is for', ['welsh', 'interpreter'], { i18n: 'duplicate' }).optional(),
		sourceUrl: field
			.url('Where this contact was found, when not the service’s own page', { i18n: 'duplicate' })
			.optional(),
	},
	{ i18n: 'none' },
)

const stated = field.object(
	'Languages the source names',
	{
		spoken: field.list('Spoken', field.select('Language', languageCodes, { i18n: 'duplicate' }), { i18n: 'duplicate' }),
		interpreters: field.select('Interpreters', ['on-calls', 'tis'], { i18n: 'duplicate' }).optional(),
	},
	{ i18n: 'none' },
)

/**
 * One crisis or support line on /help, in content/help-lines/<locale>/<id>.yml.
 * Names and numbers are written as the service writes them (language-neutral,
 * English file only); the hours and what the line is for, in each language.
 * Add a line only from the service's own page, never from memory.
 */
export const helpLineRecord = z.strictObject({
	region: field.select('Region', helpRegions),
	order: field.number('Position on the page', { hint: 'Smaller numbers come first; lines are grouped by region.' }),
	name: field.string('Name, as the service writes it', { i18n: 'none' }),
	nameZh: field
		.string('Official Chinese name (Chinese pages only)', { i18n: 'none', hint: 'Only where a source gives one.' })
		.optional(),
	nameZhSource: field.url('Page the Chinese name was found on').optional(),
	notACrisisLine: field.boolean('Not a crisis line (the source says so)'),
	contacts: field.list('Contacts', helpContact, { i18n: 'none' }),
	languages: withCms(z.union([z.literal('not-stated'), stated]), {
		label: 'Languages',
		widget: 'object',
		i18n: 'none',
		hint: '“not-stated” when the source names none: never guessed.',
	}),
	sourceUrl: field.url('The service’s own page, where every detail can be checked'),
	factsTakenOn: field.date('Facts taken from the sources on'),
	confirmedByFoundation: field.date('Confirmed by the foundation with the service on').optional(),
	hours: field.string('Hours'),
	about: field.text('Who it is for, what it offers').optional(),
})

/** A help line as the page reads it: its record, with its id (the file name). */
export type HelpLine = z.output<typeof helpLineRecord> & { id: string }
/** One way to reach a service: `href` is what a phone or mail app needs; `display` how the service writes it. */
export type HelpContact = HelpLine['contacts'][number]
