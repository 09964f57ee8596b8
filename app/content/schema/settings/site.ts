import { z } from 'zod'
import { field, withCms } from '#app/content/schema/fields.ts'

/**
 * A setting and whether it still holds a placeholder: the build warns about
 * every one marked `example: true` until it is replaced (scripts/build/postbuild.ts).
 * Left out, `example` is false: the CMS does not write a switch nobody touched
 * (a charity number entered where there was none is saved without it).
 */
export const setting = <T extends z.ZodType>(label: string, value: T, hint?: string) =>
	withCms(
		z.strictObject({
			value,
			example: field
				.boolean('Example value (not real yet)', {
					hint: 'Switched on, the site marks the value as an example and the build warns until it is replaced. Switch it off once the value is real.',
				})
				.default(false),
		}),
		{ label, widget: 'object', i18n: 'none', hint },
	)

/**
 * A setting that may be left out. The CMS writes a setting whose value was
 * left empty as `{ example: false }` (or with an empty value): that counts
 * as none, as if the setting were not in the file.
 */
export const optionalSetting = <T extends z.ZodType>(label: string, value: T, hint: string) =>
	z.preprocess(
		(input) => {
			const given = input && typeof input === 'object' ? (input as { value?: unknown }).value : input
			return given === undefined || given === null || given === '' ? undefined : input
		},
		setting(label, value, hint).optional(),
	)

/** An emptied text field reads as none (null), whether the CMS writes it as '' or leaves it out. */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
	z.preprocess((input) => (input === '' || input === undefined ? null : input), schema.nullable().optional())

/**
 * The facts about the foundation every page shares: content/settings/site.yml,
 * one language-neutral file, edited in the CMS under Settings › Site settings.
 * The name keeps its three scripts, as an organisation registers its own
 * Traditional name (it is not generated).
 */
export const siteSettings = z.strictObject({
	name: setting(
		'The foundation’s name',
		field.object(
			'Name in each script',
			{
				en: field.string('English', { i18n: 'duplicate' }),
				'zh-hans': field.string('Simplified Chinese', { i18n: 'duplicate' }),
				'zh-hant': field.string('Traditional Chinese (as registered)', {
					i18n: 'duplicate',
					hint: 'Written out, not made from the Simplified name: use the name as the foundation registered it.',
				}),
			},
			{ i18n: 'none' },
		),
		'In the header, in every page’s title, in the footer and in the e-mails.',
	),
	motto: setting('Motto', field.string('Motto', { i18n: 'none' }), 'Shown on About us, and given to search engines.'),
	email: setting(
		'Public e-mail address',
		withCms(z.email('must be an e-mail address'), { label: 'E-mail address', widget: 'string', i18n: 'none' }),
		'In the footer, on Contact us and wherever a page says “write to us”. The newsletter’s e-mails are sent from it.',
	),
	formsEmail: setting(
		'Address that receives the readers’ forms',
		withCms(z.email('must be an e-mail address'), { label: 'E-mail address', widget: 'string', i18n: 'none' }),
		'Messages from the contact form and volunteer and Youth Cabinet applications are e-mailed here; answering such an e-mail answers the reader. Never shown on the site.',
	),
	externalSite: setting(
		'The foundation’s other website',
		field.url('Website address'),
		'Linked from the footer and Contact us.',
	),
	wechatId: setting(
		'WeChat official-account ID',
		emptyAsNull(field.string('WeChat ID', { i18n: 'none' })),
		'In the footer and on Contact us. Leave the ID empty while there is none: the footer then says it is to be announced.',
	),
	baseUrl: setting(
		'Public address of this site',
		withCms(
			z
				.url({ protocol: /^https?$/, error: 'must be a full web address (https://…)' })
				.refine((url) => !url.endsWith('/'), 'must not end with a slash'),
			{ label: 'Address, without a slash at the end', widget: 'string', i18n: 'none' },
		),
		'Change it only when the site moves to a new address: search engines, link previews, the sitemap and the links in e-mails use it.',
	),
	postalAddress: setting(
		'Postal address',
		field.text('Postal address, in one or a few lines', { i18n: 'none' }),
		'Printed at the foot of every e-mail the site sends (the law in the United States, Canada, Australia and Hong Kong asks for it). Give the foundation’s usual place of business, not a P.O. box.',
	),
	donationUrl: optionalSetting(
		'Donation link',
		field.url('Address of the donation page'),
		'Optional: a donation page for gifts from anywhere. /donate offers it for every region in Settings › Donations that has no donation page of its own. The header’s Donate button always leads to /donate.',
	),
	charityNumber: optionalSetting(
		'Registered charity number',
		field.string('Charity number', { i18n: 'none' }),
		'When set, the footer of every page shows “Registered charity number: …”. Leave it empty to show nothing.',
	),
})

export type SiteSettings = z.output<typeof siteSettings>
