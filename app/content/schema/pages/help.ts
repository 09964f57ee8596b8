import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

/** Need help now? (/help). The lines themselves are records: content/help-lines. */
export const helpPage = z.strictObject({
	...pageBasics,
	emergency: field.object('In an emergency', {
		heading: field.string('Heading'),
		intro: field.text('Sentence before the numbers'),
		places: field.object('Where each number answers', {
			'us-canada': field.string('United States and Canada'),
			uk: field.string('United Kingdom'),
			australia: field.string('Australia'),
			'hong-kong': field.string('Hong Kong'),
		}),
	}),
	notCrisis: field.object('We are not a crisis service', {
		heading: field.string('Heading'),
		text: field.text('Text'),
	}),
	chinese: field.object('Help in Chinese', {
		heading: field.string('Heading'),
		paragraphs: field.list('Paragraphs', field.text('Paragraph')),
	}),
	regionsNav: field.string('Name of the links to each region (for screen readers)'),
	regions: field.object('Region names', {
		us: field.string('United States'),
		canada: field.string('Canada'),
		uk: field.string('United Kingdom'),
		australia: field.string('Australia'),
		'hong-kong': field.string('Hong Kong'),
	}),
	labels: field.object('Labels on each line', {
		call: field.string('Call'),
		text: field.string('Text'),
		email: field.string('E-mail'),
		whatsapp: field.string('WhatsApp'),
		whatsappBlocked: field.string('WhatsApp cannot be used in mainland China', {
			hint: 'Shown after a WhatsApp link, for readers in mainland China.',
		}),
		textKeyword: field.string('Text a word', { hint: 'Keep {keyword} and {number}.' }),
		hours: field.string('Hours'),
		languages: field.string('Languages'),
		notStated: field.string('Languages not stated'),
		notCrisis: field.string('Not a crisis line'),
		source: field.string('Source'),
	}),
	contactLabels: field.object('What a second line is for', {
		welsh: field.string('Welsh-language line'),
		interpreter: field.string('Interpreters'),
	}),
	languageNames: field.object('Language names', {
		en: field.string('English'),
		es: field.string('Spanish'),
		fr: field.string('French'),
		zh: field.string('Chinese'),
		cmn: field.string('Mandarin'),
		yue: field.string('Cantonese'),
	}),
	interpreters: field.object('Interpreters', {
		'on-calls': field.string('Interpreters on calls'),
		tis: field.string('Through TIS National'),
	}),
	checked: field.object('About this list', {
		heading: field.string('Heading'),
		taken: field.text('Facts taken on (not yet confirmed)', { hint: 'Keep {date}.' }),
		confirmed: field.text('Confirmed by the foundation on', { hint: 'Keep {date}.' }),
		text: field.text('Text'),
	}),
})
