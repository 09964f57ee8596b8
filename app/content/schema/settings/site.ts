import { z } from 'zod'
import { field, withCms } from '../fields.ts'

/**
 * A setting and whether it still holds a placeholder: the build warns about
 * every one marked `example: true` until it is replaced (scripts/postbuild.ts).
 */
const setting = <T extends z.ZodType>(label: string, value: T, hint?: string) =>
	withCms(
		z.strictObject({
			value,
			example: field.boolean('Example value (not real yet)'),
		}),
		{ label, widget: 'object', i18n: 'none', hint },
	)

/**
 * The facts about the foundation every page shares: content/settings/site.yml,
 * one language-neutral file. The name keeps its three scripts, as an
 * organisation registers its own Traditional name (it is not generated).
 */
export const siteSettings = z.strictObject({
	name: setting(
		'The foundation’s name',
		field.object(
			'Name in each script',
			{
				en: field.string('English', { i18n: 'duplicate' }),
				'zh-hans': field.string('Simplified Chinese', { i18n: 'duplicate' }),
				'zh-hant': field.string('Traditional Chinese (as registered)', { i18n: 'duplicate' }),
			},
			{ i18n: 'none' },
		),
	),
	motto: setting('Motto', field.string('Motto', { i18n: 'none' })),
	email: setting(
		'Public e-mail address',
		withCms(z.email('must be an e-mail address'), { label: 'E-mail', widget: 'string', i18n: 'none' }),
	),
	externalSite: setting('The foundation’s other website', field.url('Website')),
	wechatId: setting(
		'WeChat official-account ID',
		field.string('WeChat ID', { i18n: 'none' }).nullable(),
		'Leave empty to show “to be announced”.',
	),
	baseUrl: setting(
		'Public address of this site',
		withCms(
			z
				.url({ protocol: /^https?$/, error: 'must be a full web address (https://…)' })
				.refine((url) => !url.endsWith('/'), 'must not end with a slash'),
			{ label: 'Address', widget: 'string', i18n: 'none' },
		),
		'Used for canonical addresses and the sitemap. No trailing slash.',
	),
	donationUrl: setting(
		'Donation page',
		field.url('Donation page address'),
		'When set, the header shows a Donate button linking to it.',
	).optional(),
	charityNumber: setting(
		'Registered charity number',
		field.string('Charity number', { i18n: 'none' }),
		'When set, the footer shows it on every page.',
	).optional(),
})

export type SiteSettings = z.output<typeof siteSettings>
