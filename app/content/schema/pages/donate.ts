import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

const regionWords = (label: string) =>
	field.object(label, {
		name: field.string('Name of the country or region'),
		text: field.text('How gifts are made there'),
		numberLabel: field.string('Label of the charity number'),
	})

/**
 * Donate (/donate): the ways to give in each country or region (which ones,
 * their payment pages and charity numbers are settings: content/settings/donations.yml),
 * what receipts say (some words only when a setting says they apply), and
 * the annual reports (records: content/annual-reports/).
 */
export const donatePage = z.strictObject({
	...pageBasics,
	intro: field.markdown('Text under the heading'),
	ways: field.object('Ways to give', {
		heading: field.string('Heading'),
		intro: field.text('Text under the heading'),
		give: field.string('Button to a region’s donation page'),
		noPage: field.text('When a region has no donation page yet'),
		regions: field.object('Each country or region', {
			us: regionWords('United States'),
			ca: regionWords('Canada'),
			uk: regionWords('United Kingdom'),
			au: regionWords('Australia'),
			hk: regionWords('Hong Kong'),
		}),
	}),
	receipts: field.object('Receipts and tax', {
		heading: field.string('Heading'),
		intro: field.text('Text under the heading'),
		us: field.markdown('United States: the written acknowledgement (gifts of US$250 or more)'),
		ukGiftAid: field.markdown('United Kingdom: Gift Aid (shown only when a UK charity number is set)'),
		hkSection88: field.markdown('Hong Kong: tax deduction (shown only when section 88 is switched on)'),
	}),
	transparency: field.object('Transparency: annual reports', {
		heading: field.string('Heading'),
		intro: field.text('Text under the heading'),
		none: field.text('While no report is published'),
		pdf: field.string('Words after each report’s title (it is a PDF)'),
	}),
})
