import type { DreamerPastEventId, DreamerWorkshopId } from '../../../data/dreamer.ts'
import type { ProseSection, TextPageContent } from '../../types.ts'

/** A block of an article: headed paragraphs, optionally followed by a bulleted list. */
export type ArticleSection = ProseSection & { id: string; heading: string; list?: string[] }

/**
 * The closing "talk to us" box of an article: the foundation's e-mail address
 * (from app/config/site.ts) with a subject line ready, and a link to /contacts.
 */
export type GetInTouchContent = {
	heading: string
	text: string
	/** The subject line the e-mail link fills in. */
	emailSubject: string
	contactsLink: string
}

/** A page of The Dreamer's or The Voyager's that is mostly prose. Shared by both initiatives' content. */
export type ArticleContent = TextPageContent & {
	/** The initiative's name, shown above the title. */
	eyebrow: string
	sections: ArticleSection[]
	getInTouch: GetInTouchContent
}

type CardWords = { title: string; text: string }

/** The Dreamer's landing page. `sections` holds the mission text. */
export type DreamerLandingContent = TextPageContent & {
	sections: ArticleSection[]
	learnMore: string
	criticalActions: { heading: string; intro: string; cards: Record<DreamerWorkshopId, CardWords> }
	pastEvents: { heading: string; intro: string; cards: Record<DreamerPastEventId, CardWords> }
	getInTouch: GetInTouchContent
}

const landing: DreamerLandingContent = {
	meta: {
		title: 'The Dreamer',
		description:
			'The Dreamer supports primary-school children and young people from low-income and marginalised communities through bilingual, multicultural and emotional education.',
	},
	title: 'The Dreamer',
	summary:
		'Bilingual and multicultural education support, and education and emotional workshops, for children and young people.',
	sections: [
		{
			id: 'mission',
			heading: 'Our mission',
			paragraphs: [
				'The Dreamer is our initiative for children: primary-school pupils, and children and young people from low-income and marginalised communities. Many of them grow up between two languages and two cultures, and some carry worries that the adults around them do not always see.',
				'We want every child to feel that their languages, their family’s story and their feelings are welcome. So we offer bilingual and multicultural education support, and workshops that help children learn, express themselves and cope with stress, in a safe and playful setting, with people who understand where they come from.',
			],
		},
	],
	learnMore: 'Learn more about how The Dreamer began',
	criticalActions: {
		heading: 'Critical Actions',
		intro: 'Two workshops are at the heart of our work with children.',
		cards: {
			emotion: {
				title: 'Emotion and Stress Management Workshop',
				text: 'Children learn to name their feelings, notice stress in their bodies and try calm ways through it.',
			},
			mind: {
				title: 'Mind Spark Workshop',
				text: 'Hands-on challenges that spark curiosity, creative thinking and the confidence to share ideas.',
			},
		},
	},
	pastEvents: {
		heading: 'Past Events',
		intro: 'What we have done with children and their families so far.',
		cards: {
			hello: {
				title: 'Hello China Cultural Exchange',
				text: 'A cultural exchange that introduced children to Chinese language and culture, and let them share their own.',
			},
			bilingual: {
				title: 'Bilingual Education in Mandarin and English',
				text: 'Learning sessions for children growing up with both languages, and feeling at home in each.',
			},
		},
	},
	getInTouch: {
		heading: 'Bring The Dreamer to your children',
		text: 'Teachers, parents and community groups can invite us to run a workshop, or volunteer with us. Write and tell us about the children you work with.',
		emailSubject: 'The Dreamer',
		contactsLink: 'Other ways to contact us',
	},
}

export const dreamerPages = {
	'/dreamer': landing,
}
