import type { CabinetPositionId } from '../../../data/voyager.ts'
import type { TextPageContent } from '../../types.ts'
import type { ArticleContent, ArticleSection } from './dreamer.ts'

type CardWords = { title: string; text: string }

/** The Voyager's landing page. `sections` holds the introduction. */
export type VoyagerLandingContent = TextPageContent & {
	sections: ArticleSection[]
	areas: { heading: string; intro: string; cards: Record<'community' | 'school' | 'family', CardWords> }
	cabinet: { heading: string; paragraphs: string[]; link: string }
	upcoming: { heading: string; intro: string; card: CardWords; dateToBeAnnounced: string }
}

/**
 * An essay on one setting of The Voyager's work. In-text citations name the
 * author and year; the references themselves are data
 * (app/data/dreamer-voyager-references.ts), the same in every language.
 */
export type VoyagerEssayContent = ArticleContent & {
	/** The link text to a related page, when the essay points to one (app/data/voyager.ts). */
	seeAlso?: string
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

const community: VoyagerEssayContent = {
	meta: {
		title: 'Community building',
		description:
			'Why belonging matters for young people far from home, what research on international students says about social connection, and how The Voyager builds community.',
	},
	eyebrow: 'The Voyager',
	title: 'Community Building',
	summary: 'Why belonging matters for young people far from home.',
	sections: [
		{
			id: 'belonging',
			heading: 'Belonging is not a luxury',
			paragraphs: [
				'Moving to a new country at 12, 16 or 20 means leaving more than a house. It means leaving the friends who knew you before, the teachers who knew your name, the shops where nobody asked you to repeat yourself, and often the grandparents who lived around the corner. Even when the move is an opportunity, a good school or a place at university, it can leave a young person surprisingly alone.',
				'Psychologists call the strain of adjusting to a new culture acculturative stress. It can show up as homesickness, worry about money or grades, trouble sleeping, feeling left out, or simply being tired of always being the new one. It is a normal response to a big change, not a sign of weakness. But it is easier to carry when you do not carry it alone.',
			],
		},
		{
			id: 'research',
			heading: 'What research tells us',
			paragraphs: [
				'Studies of international students point in the same direction. In a survey of 359 international students in the United States, Yeh and Inose (2003) found that how fluent students felt in English, how satisfied they were with the support around them and how socially connected they felt all predicted how much acculturative stress they reported. Students from Asia, Africa and Central and Latin America reported more acculturative stress than students from Europe.',
				'A later review of 64 studies of international students’ adjustment in the United States found that social support, English proficiency and social interaction with Americans were among the factors most often linked with how well students adjusted (Zhang & Goodson, 2011).',
				'No study says that community solves everything. But together they suggest something practical: helping young people find people to belong with is one of the most useful things a community can do.',
			],
		},
		{
			id: 'what-we-do',
			heading: 'What community building means for us',
			paragraphs: [
				'For The Voyager, community building means regular, low-pressure chances for young people to meet: peer groups where newcomers find others who have made the same journey, activities that bring together young people of different backgrounds, and events where families are welcome too. We try to make each one easy to join on your own, in English or Chinese, without having to explain yourself first.',
				'Good communities are built by their members. That is why the Youth Cabinet plans activities with us, and why we ask the young people who take part what they would like to happen next.',
			],
		},
		{
			id: 'if-it-is-hard',
			heading: 'If you are finding it hard',
			paragraphs: [
				'If you feel isolated, you are not the only one, and reaching out is a sign of strength. Talk to someone you trust, to your school’s or university’s counselling or international student service, or to us. If you are in crisis or thinking about harming yourself, call your local emergency number now.',
			],
		},
	],
	seeAlso: 'Meet the Youth Cabinet',
	getInTouch: {
		heading: 'Join in',
		text: 'Write to us to hear about activities near you, or to suggest one.',
		emailSubject: 'The Voyager: community',
		contactsLink,
	},
}

const school: VoyagerEssayContent = {
	meta: {
		title: 'School environment',
		description:
			'How a sense of belonging at school, and support with pressure and perfectionism, help young people settle and thrive, and how The Voyager supports schools and students.',
	},
	eyebrow: 'The Voyager',
	title: 'School Environment',
	summary: 'How schools can help young people settle, learn and thrive.',
	sections: [
		{
			id: 'where-days-are-spent',
			heading: 'Where young people spend their days',
			paragraphs: [
				'For a young person between 12 and 24, school, college or university is where most of the day is spent. It is where friendships are made and lost, where success and failure feel most public and, for a newcomer, where a new language and new unwritten rules have to be learned all at once. Whether a young person feels they belong there shapes far more than their grades.',
			],
		},
		{
			id: 'belonging',
			heading: 'What helps young people belong',
			paragraphs: [
				'School belonging, the feeling of being accepted, respected and supported by others at school, has been studied for decades. A meta-analysis of 51 studies, with more than 67,000 secondary-school students, looked at what goes with it (Allen et al., 2018). Support from teachers and students’ own positive personal characteristics were the strongest predictors; support from parents and peers, motivation to learn and emotional stability mattered too. The authors suggest that schools can strengthen belonging through their policies, their teaching and the training they give teachers.',
				'The encouraging message is that belonging is not fixed. A teacher who learns to say a student’s name properly, a classmate who saves a seat at lunch, a club that welcomes beginners: small, ordinary acts add up.',
			],
		},
		{
			id: 'pressure',
			heading: 'Pressure, perfectionism and stress',
			paragraphs: [
				'Many Chinese students carry high expectations, their own and their families’. Striving is healthy; feeling that nothing is ever good enough is not. In a study of 189 Chinese international students at a university in the United States, Wei and colleagues (2007) found that acculturative stress and maladaptive perfectionism, a painful gap between the standards students set themselves and how they felt they performed, were each linked to more symptoms of depression. Among students who had lived in the country longer, low maladaptive perfectionism appeared to soften the link between acculturative stress and depression.',
				'For schools, this means that academic support and emotional support belong together. A student who is quietly falling behind may not need more pressure; they may need someone to ask how they are.',
			],
		},
		{
			id: 'what-we-do',
			heading: 'How The Voyager works with schools',
			paragraphs: ['Our school support can include:'],
			list: [
				'helping staff understand the cultural background of Chinese students and the pressures their families may face;',
				'workshops for students on settling in, managing stress and asking for help;',
				'connecting students with peers who have walked the same road;',
				'explaining, in Chinese where that helps, what the school’s own counselling and wellbeing services are, and that they are confidential.',
			],
		},
		{
			id: 'for-students',
			heading: 'For students',
			paragraphs: [
				'If school feels overwhelming, tell someone: a teacher you trust, a school counsellor, an international student adviser, or us. Asking for help early is a skill, and there is nothing to be ashamed of in using it. If you are in crisis, call your local emergency number now.',
			],
		},
	],
	getInTouch: {
		heading: 'Schools and students: talk to us',
		text: 'Teachers, counsellors and students are welcome to write to us about support for Chinese students at their school.',
		emailSubject: 'The Voyager: schools',
		contactsLink,
	},
}

const family: VoyagerEssayContent = {
	meta: {
		title: 'Family settings',
		description:
			'How families can stay close when parents and children adapt to a new culture at different speeds, what research on Chinese immigrant families shows, and how The Voyager helps.',
	},
	eyebrow: 'The Voyager',
	title: 'Family Settings',
	summary: 'How families can support young people through change.',
	sections: [
		{
			id: 'different-speeds',
			heading: 'When a family changes at different speeds',
			paragraphs: [
				'When a family moves to a new country, everyone adjusts, but not at the same pace. Young people often pick up the new language, friendships and habits quickly through school. Parents may be absorbed by work and paperwork, and may hold more closely to the language and values they grew up with. Grandparents may feel the distance most of all. For young people who study abroad alone, the family is spread across time zones, and conversations happen on a screen.',
				'Researchers call the difference between how far parents and children have adapted to a new culture an acculturation gap. It is nobody’s fault. But it can make everyday conversations harder: about curfews and friends, about study and careers, about feelings that one side has no words for in the other’s language.',
			],
		},
		{
			id: 'research',
			heading: 'What research tells us',
			paragraphs: [
				'In a study of Chinese immigrant families in the United States, with 388 father–adolescent and 399 mother–adolescent pairs, Kim and colleagues (2009) found that a large gap between fathers and their adolescents in how American they were in outlook was linked to more depressive symptoms in the adolescents. The link ran through the relationship: a larger gap went with less supportive parenting, which in turn went with more depressive symptoms. These links held even after family socioeconomic status and experiences of discrimination were taken into account.',
				'The hopeful reading of this research is that the relationship itself is where help can work. Families cannot stop their members from changing at different speeds, but they can keep supporting one another while they do.',
			],
		},
		{
			id: 'what-helps',
			heading: 'What helps',
			paragraphs: ['There is no script for this, but many families find these help:'],
			list: [
				'Talking about the move itself: what each person misses, what is hard, what is going well.',
				'Treating both cultures as strengths. Young people should not have to choose between their parents’ world and their friends’.',
				'Keeping a shared language alive, whether Mandarin, Cantonese, English or a mix, and being patient when words run out.',
				'Parents asking questions before giving advice; young people explaining what things mean at their school or among their friends, not only what happened.',
				'Making room for feelings. In many Chinese families love is shown through care and sacrifice rather than words; saying it out loud now and then can matter more than expected.',
			],
		},
		{
			id: 'what-we-do',
			heading: 'How The Voyager supports families',
			paragraphs: [
				'Our family support brings parents and young people together, and also gives each a space of their own, with materials in Chinese and English. Our upcoming seminar on intergenerational communication is part of this work.',
				'If conflict at home has become frightening or unsafe, or you are worried about a young person’s safety, contact your local emergency number or a child-protection or crisis line in your country. For support that is not urgent, talk to a family doctor or counsellor, or write to us and we will try to help you find a service in your language.',
			],
		},
	],
	seeAlso: 'About the seminar on intergenerational communication',
	getInTouch: {
		heading: 'Talk to us',
		text: 'Parents, grandparents and young people are all welcome to write to us, in Chinese or English.',
		emailSubject: 'The Voyager: families',
		contactsLink,
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
	'/voyager/community': community,
	'/voyager/school': school,
	'/voyager/family': family,
	'/voyager/cabinet': cabinet,
	'/voyager/detail': seminar,
}
