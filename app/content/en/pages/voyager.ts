import type { ArticleContent, ArticleSection } from '../../types.ts'

/** The seminar's page: a labelled record of the event, then prose. */
export type SeminarContent = ArticleContent & {
	facts: {
		heading: string
		labels: { what: string; who: string; format: string; date: string; place: string; organiser: string }
		what: string
		who: string
		format: string
		organiser: string
		toBeAnnounced: string
	}
}

const contactsLink = 'Other ways to contact us'

const seminarSections: ArticleSection[] = [
	{
		id: 'why',
		heading: 'Why this seminar',
		paragraphs: [
			'In many families in our community, the generations live between two cultures and adapt to them at different speeds. Young people may take on new ways of speaking, studying and making friends; parents and grandparents may hold to the values and language they grew up with. Both are acting out of love, and both can end up feeling misunderstood.',
			'The seminar is a space to talk about that gap openly, without blame, and to practise ways of talking and listening that help families stay close.',
		],
	},
	{
		id: 'topics',
		heading: 'What we plan to talk about',
		paragraphs: ['The programme is still being prepared. Topics we plan to cover include:'],
		list: [
			'why parents and children can see the same situation so differently after a move;',
			'listening so that the other person feels heard;',
			'talking about study, freedom and the future without it turning into a fight;',
			'putting care and worry into words, in Chinese and in English;',
			'where families can find more support.',
		],
	},
]

const seminar: SeminarContent = {
	meta: {
		title: 'Seminar on intergenerational communication',
		description:
			'An upcoming seminar of The Voyager for young people aged 12 to 24 and their families on talking and listening across generations. Date to be announced; register your interest by e-mail.',
	},
	eyebrow: 'The Voyager · Upcoming event',
	title: 'Seminar on Intergenerational Communication',
	summary: 'An upcoming seminar on talking, and listening, across generations.',
	facts: {
		heading: 'At a glance',
		labels: {
			what: 'What',
			who: 'Who it is for',
			format: 'Format',
			date: 'Date',
			place: 'Place',
			organiser: 'Organised by',
		},
		what: 'A seminar on communication between generations in immigrant and international-student families.',
		who: 'Young people aged 12 to 24, and their parents, grandparents and carers. You are welcome to come together or on your own.',
		format: 'A seminar: short talks, then time for questions and discussion.',
		organiser: 'The Voyager',
		toBeAnnounced: 'To be announced',
	},
	sections: seminarSections,
	getInTouch: {
		heading: 'Register your interest',
		text: 'The date and place have not been set yet. E-mail us to register your interest and we will let you know as soon as they are announced. Please tell us who would like to come (for example, a parent and a 15-year-old) and which language you prefer.',
		emailSubject: 'Seminar on intergenerational communication: registering interest',
		contactsLink,
	},
}

export const voyagerPages = {
	'/voyager/detail': seminar,
}
