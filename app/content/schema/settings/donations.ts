import { z } from 'zod'
import { field, withCms } from '#app/content/schema/fields.ts'
import { optionalSetting, setting } from './site.ts'

/** The countries and regions the foundation serves, in the order /donate lists them. */
export const donationRegions = ['us', 'ca', 'uk', 'au', 'hk'] as const

const regionFields = {
	paymentUrl: optionalSetting(
		'The foundation’s donation page for this region',
		field.url('Address of the donation page'),
		'The page of the foundation’s own payment provider where gifts in this region are made. The site holds no payment code: /donate links to it.',
	),
	charityNumber: optionalSetting(
		'Charity registration number in this region',
		field.string('Number', { i18n: 'none' }),
		'Shown on /donate under the region. For the United Kingdom, setting it also shows the Gift Aid wording.',
	),
}

const regionHint =
	'Leave the whole region out where the foundation cannot receive gifts: /donate then does not list it.'
const region = (label: string) =>
	withCms(z.strictObject(regionFields).optional(), { label, widget: 'object', i18n: 'none', hint: regionHint })

const hongKong = withCms(
	z
		.strictObject({
			...regionFields,
			section88: setting(
				'Tax-exempt under section 88 of the Inland Revenue Ordinance',
				field.boolean('Gifts are tax-deductible in Hong Kong'),
				'Switch on only once the Inland Revenue Department has recognised the foundation as a section 88 charity: /donate then tells Hong Kong donors their gifts can be deducted.',
			),
		})
		.optional(),
	{ label: 'Hong Kong', widget: 'object', i18n: 'none', hint: regionHint },
)

/**
 * Where and how the foundation can receive gifts: content/settings/donations.yml,
 * one language-neutral file (Settings › Donations in the CMS). Each region has
 * its payment page (a link; no payment code in the site) and charity number;
 * the words around them are /donate's own (content/pages/<locale>/donate.md).
 */
export const donationSettings = z.strictObject({
	us: region('United States'),
	ca: region('Canada'),
	uk: region('United Kingdom'),
	au: region('Australia'),
	hk: hongKong,
})

export type DonationSettings = z.output<typeof donationSettings>
