import type { CabinetPositionId } from '../../../data/voyager.ts'
import type { TextPageContent } from '../../types.ts'
import type { ArticleContent, ArticleSection } from '../../types.ts'

type CardWords = { title: string; text: string }

/** The Voyager's landing page. `sections` holds the introduction. */
export type VoyagerLandingContent = TextPageContent & {
	sections: ArticleSection[]
	areas: { heading: string; intro: string; cards: Record<'community' | 'school' | 'family', CardWords> }
	cabinet: { heading: string; paragraphs: string[]; link: string }
	upcoming: { heading: string; intro: string; card: CardWords; dateToBeAnnounced: string }
}

type PositionWords = { title: string; summary: string; duties: string[] }

/** The Youth Cabinet page. `sections` holds its purpose and its activities. */
export type CabinetContent = ArticleContent & {
	positions: { heading: string; intro: string; dutiesLabel: string; items: Record<CabinetPositionId, PositionWords> }
	eligibility: ArticleSection
	apply: { heading: string; steps: string[]; emailLabel: string; emailSubject: string }
}

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

const landing: VoyagerLandingContent = {
	meta: {
		title: 'The Voyager',
		description:
			'The Voyager offers psychological, identity and social-adaptation support to young people aged 12 to 24, in their communities, schools and families, and through a Youth Cabinet.',
	},
	title: 'The Voyager',
	summary: 'Psychological, identity and social-adaptation support for young people aged 12 to 24.',
	sections: [
		{
			id: 'about',
			heading: 'Who we are for',
			paragraphs: [
				'The Voyager supports young people aged 12 to 24: secondary-school pupils and university students, many of them Chinese international students or the children of immigrant families. These are years of big changes: a new school or a new country, a new language, growing independence, and questions about who you are and where you belong.',
				'We offer psychological, identity and social-adaptation support in the places where young people’s lives happen: their communities, their schools and their families. And through the Youth Cabinet, young people lead part of that work themselves.',
			],
		},
	],
	areas: {
		heading: 'Where we work',
		intro: 'Three settings shape how young people settle and grow. Read why each one matters, and what we do there.',
		cards: {
			community: {
				title: 'Community Building',
				text: 'Belonging somewhere is what turns a new place into home.',
			},
			school: {
				title: 'School Environment',
				text: 'How schools can help young people settle, learn and thrive.',
			},
			family: {
				title: 'Family Settings',
				text: 'Keeping conversations open when parents and children change at different speeds.',
			},
		},
	},
	cabinet: {
		heading: 'The Youth Cabinet',
		paragraphs: [
			'The Youth Cabinet is a group of young people who help shape The Voyager. Its purpose is to give young people a real voice in the programmes made for them: members plan activities with and for their peers, tell us what young people need, and learn to lead along the way.',
		],
		link: 'The Youth Cabinet: its positions and how to apply',
	},
	upcoming: {
		heading: 'Upcoming event',
		intro: 'We are preparing a seminar for young people and their families.',
		card: {
			title: 'Seminar on Intergenerational Communication',
			text: 'Talking, and listening, across generations: for young people, parents, grandparents and carers.',
		},
		dateToBeAnnounced: 'Date to be announced',
	},
}

const cabinet: CabinetContent = {
	meta: {
		title: 'Youth Cabinet',
		description:
			'The Voyager’s Youth Cabinet: what it does, its four positions (President, Vice President, Secretary, Publicity Department) and how young people aged 12 to 24 can apply.',
	},
	eyebrow: 'The Voyager',
	title: 'Youth Cabinet',
	summary: 'Young people leading projects for young people.',
	sections: [
		{
			id: 'purpose',
			heading: 'What the Youth Cabinet is for',
			paragraphs: [
				'The Youth Cabinet is The Voyager’s youth leadership group. It gives young people a real say in the programmes made for them, and a chance to practise leadership, teamwork and speaking up in a supportive setting, in English, in Chinese or in both.',
			],
		},
		{
			id: 'activities',
			heading: 'What the Cabinet does',
			paragraphs: ['Cabinet members work with our staff on activities such as:'],
			list: [
				'planning and hosting meet-ups and community activities for young people;',
				'gathering young people’s views and bringing them to the foundation, so that our programmes answer real needs;',
				'helping to run workshops and events for young people and their families;',
				'welcoming newcomers, and pointing peers to support when they need it;',
				'telling young people about The Voyager’s work, online and in person.',
			],
		},
	],
	positions: {
		heading: 'Four positions',
		intro: 'The Cabinet has four positions. Here is what each one involves.',
		dutiesLabel: 'What the role involves',
		items: {
			president: {
				title: 'President',
				summary: 'Leads the Cabinet and speaks for it.',
				duties: [
					'Chairs Cabinet meetings and keeps plans on track.',
					'Brings young people’s views to the foundation.',
					'Makes sure every member can contribute and grow.',
				],
			},
			'vice-president': {
				title: 'Vice President',
				summary: 'Works alongside the President and steps in when needed.',
				duties: [
					'Shares the running of meetings and projects.',
					'Leads particular projects or working groups.',
					'Takes the President’s place when they are away.',
				],
			},
			secretary: {
				title: 'Secretary',
				summary: 'Keeps the Cabinet organised.',
				duties: [
					'Prepares agendas and writes up notes and decisions.',
					'Keeps track of tasks, dates and contacts.',
					'Makes sure members have the information they need.',
				],
			},
			publicity: {
				title: 'Publicity Department',
				summary: 'A small team that tells young people what the Cabinet is doing.',
				duties: [
					'Writes posts, posters and newsletter items in English and Chinese.',
					'Shares events with schools, clubs and community groups.',
					'Asks young people what they thought after each activity.',
				],
			},
		},
	},
	eligibility: {
		id: 'who-can-apply',
		heading: 'Who can apply',
		paragraphs: [
			'The Youth Cabinet is for young people aged 12 to 24, the age range of The Voyager.',
			'If you are under 18, please talk to a parent or carer before you apply, and tell us how we can reach them.',
		],
	},
	apply: {
		heading: 'How to apply',
		steps: [
			'Choose the position that interests you, or tell us you are open to any.',
			'Write us a short e-mail with your name, your age, where you live and study, the position, and a few lines on why you are interested and what you would like to do. English or Chinese are both fine.',
			'We will reply to talk it over with you.',
		],
		emailLabel: 'Send your application to',
		emailSubject: 'Youth Cabinet application',
	},
	getInTouch: {
		heading: 'Questions first?',
		text: 'Not sure which position suits you, or whether you can make the time? Write to us and ask.',
		emailSubject: 'Youth Cabinet question',
		contactsLink,
	},
}

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
	'/voyager': landing,
	'/voyager/cabinet': cabinet,
	'/voyager/detail': seminar,
}
