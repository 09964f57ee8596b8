import type { EmergencyPlace, HelpContact, HelpLanguage, HelpLineId, HelpRegion } from '../../../data/help-lines.ts'
import type { TextPageContent } from '../../types.ts'

/** What every page entry has: its meta, its one <h1> and a lead sentence. Each page adds its own parts. */
type PageEntry = Pick<TextPageContent, 'meta' | 'title' | 'summary'> & { [part: string]: unknown }

export const generalPages = {
	'/help': {
		meta: {
			title: 'Need help now?',
			description:
				'Emergency numbers, and crisis and support lines in the United States, Canada, the United Kingdom, Australia and Hong Kong. We are not a crisis service.',
		},
		title: 'Need help now?',
		summary:
			'If you or someone else is in danger, call the emergency number where you are. If you need someone to talk to, the services below can help, many of them day and night.',
		emergency: {
			heading: 'In an emergency',
			intro: 'If a life is at risk, or you cannot keep yourself safe, call the emergency number now:',
			places: {
				'us-canada': 'United States and Canada',
				uk: 'United Kingdom',
				australia: 'Australia',
				'hong-kong': 'Hong Kong',
			} satisfies Record<EmergencyPlace, string>,
		},
		notCrisis: {
			heading: 'We are not a crisis service',
			text: 'Our foundation offers support and programmes, but we cannot respond to emergencies, and a message to us may not be read for some days. The lines below are run by other organisations. We list them so that you can find help quickly.',
		},
		chinese: {
			heading: 'Help in Chinese',
			paragraphs: [
				'In Hong Kong, most of the lines below answer in Cantonese, and The Samaritans also in Mandarin. In the United States, the MHACC warmline speaks Mandarin and Cantonese; it is not a crisis line.',
				'We have not found a Chinese-language crisis line in Canada, the United Kingdom or Australia in any primary source. The national lines there answer in English (in Canada, English and French); in Australia, Lifeline can connect you with an interpreter through TIS National. In the United States, 988 offers interpreters on calls.',
			],
		},
		regionsNav: 'Support lines by region',
		regions: {
			us: 'United States',
			canada: 'Canada',
			uk: 'United Kingdom',
			australia: 'Australia',
			'hong-kong': 'Hong Kong',
		} satisfies Record<HelpRegion, string>,
		labels: {
			call: 'Call',
			text: 'Text',
			email: 'E-mail',
			whatsapp: 'WhatsApp',
			textKeyword: 'send {keyword} to {number}',
			hours: 'Hours',
			languages: 'Languages',
			notStated: 'Not stated in the source',
			notCrisis: 'Not a crisis line',
			source: 'Source',
		},
		contactLabels: {
			welsh: 'Welsh-language line',
			interpreter: 'Interpreters (TIS National)',
		} satisfies Record<NonNullable<HelpContact['label']>, string>,
		languageNames: {
			en: 'English',
			es: 'Spanish',
			fr: 'French',
			zh: 'Chinese',
			cmn: 'Mandarin',
			yue: 'Cantonese',
		} satisfies Record<HelpLanguage, string>,
		interpreters: {
			'on-calls': 'interpreters on calls',
			tis: 'any language, through an interpreter (TIS National)',
		},
		services: {
			'us-988': { hours: '24 hours a day, 7 days a week' },
			'us-nami': {
				hours: 'Monday to Friday, 10 am to 10 pm Eastern Time',
				about: 'Information and peer support.',
			},
			'us-mhacc': {
				hours: 'Every day, 9 am to 9 pm (MHACC does not say in which time zone: check on its website)',
				about:
					'A warmline of the Mental Health Association for Chinese Communities (MHACC): someone to talk to, in Mandarin, Cantonese or English.',
			},
			'ca-988': { hours: '24 hours a day, 7 days a week' },
			'ca-kids-help-phone': { hours: '24 hours a day, 7 days a week', about: 'For young people.' },
			'uk-samaritans': {
				hours: '24 hours a day, 7 days a week; the Welsh-language line every day, 7 pm to 11 pm',
				about: 'Calls to 116 123 are free.',
			},
			'uk-shout': { hours: '24 hours a day, 7 days a week', about: 'A text service.' },
			'uk-nhs-111': {
				hours: '24 hours a day, 7 days a week',
				about: 'In England, choose the mental health option when you call. 111 is not available in Northern Ireland.',
			},
			'au-lifeline': { hours: '24 hours a day, 7 days a week' },
			'au-beyond-blue': { hours: '24 hours a day, 7 days a week' },
			'au-kids-helpline': { hours: '24 hours a day, 7 days a week', about: 'For young people aged 5 to 25.' },
			'hk-18111': {
				hours: '24 hours a day, 7 days a week',
				about: 'A government-funded hotline, opened in December 2023.',
			},
			'hk-samaritans': { hours: '24 hours a day' },
			'hk-samaritan-befrienders': { hours: '24 hours a day' },
			'hk-suicide-prevention-services': { hours: '24 hours a day' },
			'hk-open-up': {
				hours: '24 hours a day, 7 days a week',
				about: 'Online and text support for young people aged 11 to 35.',
			},
		} satisfies Record<HelpLineId, { hours: string; about?: string }>,
		checked: {
			heading: 'About this list',
			taken:
				'Facts taken from the sources linked beside each entry on {date}. Not yet confirmed by the foundation with each service.',
			confirmed: 'Confirmed with each service by the foundation on {date}.',
			text: 'Numbers and opening hours can change. Each entry links to where its facts were found, as “Source”. If anything here differs from the service’s own website, trust the website.',
		},
	},
} satisfies Record<string, PageEntry>
