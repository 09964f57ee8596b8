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

const beginning: ArticleContent = {
	meta: {
		title: 'How The Dreamer began',
		description:
			'Why the foundation started The Dreamer, whom it serves, and how it supports children through bilingual, multicultural and emotional education.',
	},
	eyebrow: 'The Dreamer',
	title: 'How The Dreamer Began',
	summary: 'Why we started The Dreamer, and the children it serves.',
	sections: [
		{
			id: 'why-children',
			heading: 'Why we started with children',
			paragraphs: [
				'Our foundation offers culturally aware mental-health and education support to Chinese international students and Chinese immigrants, in the spirit of our mission: Offer Love, All for Love. Much of that work is with young adults and older people. But many of the pressures they live with begin much earlier, in childhood. The Dreamer is where our work starts.',
				'Children in immigrant families often grow up between two languages and two sets of expectations. At school they may be the only one who speaks Mandarin at home; at home they may be the one who translates for the adults. Children from low-income and marginalised communities may also live with crowded homes, parents who work long hours, and fewer of the clubs, classes and trips that other children take for granted.',
				'None of this means a child is in trouble. It means they are carrying a lot, and that a little well-timed support can make the load lighter: a place to talk about feelings, a chance to be proud of their heritage, help with learning in two languages.',
			],
		},
		{
			id: 'whom-we-serve',
			heading: 'Whom The Dreamer serves',
			paragraphs: [
				'The Dreamer serves primary-school children, and children and young people from low-income and marginalised communities. Our activities are open to children of every background: a classroom where Chinese heritage is shared and celebrated is good for every child in it, not only for those of Chinese descent.',
			],
		},
		{
			id: 'what-we-do',
			heading: 'What we do',
			paragraphs: ['We work in three ways, each shaped by the children in front of us:'],
			list: [
				'Bilingual education support, so children keep and grow their Mandarin while building confidence in English.',
				'Multicultural education, so children understand and respect their own culture and the cultures of their classmates.',
				'Education and emotional workshops, which give children practical skills: naming feelings, managing stress, thinking creatively and working together.',
			],
		},
		{
			id: 'how-we-work',
			heading: 'How we work',
			paragraphs: [
				'Our workshops are playful and hands-on, in small groups, and in whichever language the children are most comfortable with. We work alongside parents and teachers, because what children learn lasts longest when the adults around them use the same words at home and in class.',
			],
		},
		{
			id: 'our-promise',
			heading: 'What families can expect from us',
			paragraphs: [
				'We aim to treat every child with warmth and respect, to explain to parents what we do and why, and to be honest about what a workshop can and cannot do. A workshop is education, not therapy. If a child needs more help than a workshop can give, we will talk with the family about where to find it.',
			],
		},
	],
	getInTouch: {
		heading: 'Talk to us',
		text: 'If you are a parent, teacher or community worker and would like The Dreamer in your school or neighbourhood, write to us.',
		emailSubject: 'The Dreamer',
		contactsLink: 'Other ways to contact us',
	},
}

const emotion: ArticleContent = {
	meta: {
		title: 'Emotion and Stress Management Workshop',
		description:
			'A workshop that helps primary-school children name their feelings, notice stress and practise calm ways through it, with ideas for parents and schools.',
	},
	eyebrow: 'The Dreamer · Critical Actions',
	title: 'Emotion and Stress Management Workshop',
	summary: 'Helping children name their feelings and find calm ways through stress.',
	sections: [
		{
			id: 'what-it-is',
			heading: 'What the workshop is',
			paragraphs: [
				'The Emotion and Stress Management Workshop helps primary-school children understand what they feel, and find calm and safe ways through stress. It treats every feeling, anger, fear and sadness included, as a normal and useful signal rather than as bad behaviour.',
				'Children who are settling into a new country, switching between languages or living with money worries at home may feel stress they cannot explain. In many families, love is shown through care and hard work more often than through words. The workshop gives children simple words for feelings, in English and in Chinese, so they can tell the people around them what is going on.',
			],
		},
		{
			id: 'who-it-is-for',
			heading: 'Who it is for',
			paragraphs: [
				'Children of primary-school age, in small groups. It suits any child, and it is designed with children from immigrant, low-income and marginalised families in mind. No child needs to be struggling to take part: these are skills for everyone.',
			],
		},
		{
			id: 'what-children-do',
			heading: 'What children do',
			paragraphs: ['Sessions are short, active and playful. Children might:'],
			list: [
				'build a feelings vocabulary with picture cards and stories;',
				'notice where stress shows up in the body: a tight tummy, hot cheeks, a racing heart;',
				'practise calming skills such as slow “balloon” breathing, stretching and counting;',
				'draw a “calm plan” of the things and people that help them;',
				'act out everyday moments, such as a falling-out with a friend or a worry about a test, and try different ways through them.',
			],
		},
		{
			id: 'why-it-matters',
			heading: 'Why it matters',
			paragraphs: [
				'Emotional skills can be taught and practised, like reading. A large review of 213 school programmes that teach social and emotional skills found that, compared with pupils who did not take part, pupils who did showed better social and emotional skills, attitudes and behaviour, and did better academically (Durlak et al., 2011). Our workshop builds on the same idea, in a setting that respects children’s languages and cultures.',
			],
		},
		{
			id: 'parents-and-schools',
			heading: 'For parents and schools',
			paragraphs: [
				'After a workshop we share the words and calming skills the children practised, so that you can use them at home or in class. Schools and community groups can invite us to run the workshop; parents can ask us when one is coming up near them.',
				'This workshop is education, not therapy. If you are worried about a child’s mental health, talk to your family doctor, the school counsellor or a children’s mental-health service near you. In an emergency, call your local emergency number.',
			],
		},
	],
	getInTouch: {
		heading: 'Invite the workshop',
		text: 'Tell us about your school or group, the children’s ages and the languages they speak, and we will talk it over with you.',
		emailSubject: 'Emotion and Stress Management Workshop',
		contactsLink: 'Other ways to contact us',
	},
}

const mind: ArticleContent = {
	meta: {
		title: 'Mind Spark Workshop',
		description:
			'A hands-on workshop that sparks curiosity, creative thinking and the confidence to share ideas, for primary-school children learning in one language or two.',
	},
	eyebrow: 'The Dreamer · Critical Actions',
	title: 'Mind Spark Workshop',
	summary: 'A workshop that sparks curiosity, creativity and confidence.',
	sections: [
		{
			id: 'what-it-is',
			heading: 'What the workshop is',
			paragraphs: [
				'Mind Spark is a workshop about curiosity. Through puzzles, building challenges, stories and questions with more than one right answer, children practise thinking creatively, trying again when something does not work, and sharing their ideas out loud.',
				'For children learning in a second language, speaking up in class can be hard even when their ideas are excellent. Mind Spark makes room for every kind of thinker: children can work things out with their hands, draw their answer, or explain it in Mandarin, in English or in both.',
			],
		},
		{
			id: 'who-it-is-for',
			heading: 'Who it is for',
			paragraphs: [
				'Primary-school children, in small mixed groups. Children who are quiet, new to the country or still finding their feet in English are especially welcome.',
			],
		},
		{
			id: 'what-children-do',
			heading: 'What children do',
			paragraphs: ['Every session is different, but children might:'],
			list: [
				'work in pairs and small teams on building and design challenges;',
				'solve puzzles and riddles, and explain how they got there;',
				'invent stories and “what if?” questions, and act them out;',
				'look at everyday objects and problems from a new angle;',
				'present an idea to the group, in whichever language feels right.',
			],
		},
		{
			id: 'what-children-take-away',
			heading: 'What we hope children take away',
			paragraphs: [
				'More than an answer: the habit of asking questions, the experience that mistakes are part of learning, and a little more confidence that their ideas are worth hearing. Working in teams, children also practise listening, taking turns and building on someone else’s idea.',
			],
		},
		{
			id: 'parents-and-schools',
			heading: 'For parents and schools',
			paragraphs: [
				'Mind Spark can take place in school, after school or at a community centre. Tell us about your children and we will shape the activities to their ages and languages. Parents are welcome to ask what their child made and discovered: retelling it at home, in either language, is part of the learning.',
			],
		},
	],
	getInTouch: {
		heading: 'Bring Mind Spark to your children',
		text: 'Write to us about your school or group and the children’s ages, and we will talk it over with you.',
		emailSubject: 'Mind Spark Workshop',
		contactsLink: 'Other ways to contact us',
	},
}

const hello: ArticleContent = {
	meta: {
		title: 'Hello China cultural exchange',
		description:
			'Hello China, a cultural exchange of The Dreamer that introduced children to Chinese language and culture and invited them to share their own traditions.',
	},
	eyebrow: 'The Dreamer · Past Events',
	title: 'Hello China Cultural Exchange',
	summary: 'A cultural exchange that introduced children to Chinese language and culture.',
	sections: [
		{
			id: 'about',
			heading: 'About the exchange',
			paragraphs: [
				'Hello China was a cultural exchange for children: a chance to meet Chinese language and culture in a friendly, hands-on way, and for children of Chinese heritage to share something of their families’ traditions with their friends.',
			],
		},
		{
			id: 'why',
			heading: 'Why cultural exchange matters for children',
			paragraphs: [
				'Children learn respect for other cultures best by meeting them: hearing the sounds of a language, trying a game, making something with their hands, asking questions. Curiosity comes first; understanding follows.',
				'For children of Chinese heritage, seeing their culture welcomed at school or in their community can be a quiet source of pride, at an age when many begin to feel different from their classmates. For their classmates, it is a first, friendly step into a culture they may know little about.',
			],
		},
		{
			id: 'what-it-involved',
			heading: 'What it involved',
			paragraphs: [
				'The exchange was built around playful activities rather than lessons: first words and greetings in Mandarin, stories and customs from Chinese festivals, and crafts and games that every child could join, whatever language they spoke. Children were encouraged to compare what they learned with their own traditions, so the exchange went both ways.',
			],
		},
		{
			id: 'what-next',
			heading: 'What comes next',
			paragraphs: [
				'Cultural exchange runs through all of the foundation’s work, and The Enlightener, our cultural-exchange brand, carries it further with events on intercultural communication and Chinese heritage. If you would like a Hello China exchange at your school or in your group, write to us.',
			],
		},
	],
	getInTouch: {
		heading: 'Host a Hello China exchange',
		text: 'Tell us about your school or group and the children’s ages, and we will talk about what an exchange could look like for you.',
		emailSubject: 'Hello China cultural exchange',
		contactsLink: 'Other ways to contact us',
	},
}

const bilingual: ArticleContent = {
	meta: {
		title: 'Bilingual Education in Mandarin and English',
		description:
			'Bilingual learning sessions of The Dreamer for children growing up with Mandarin and English, and how families can support both languages at home.',
	},
	eyebrow: 'The Dreamer · Past Events',
	title: 'Bilingual Education in Mandarin and English',
	summary: 'Learning in two languages, and feeling at home in both.',
	sections: [
		{
			id: 'about',
			heading: 'About the sessions',
			paragraphs: [
				'Bilingual Education in Mandarin and English was a series of learning sessions for children growing up with both languages. It supported children in keeping and growing their Mandarin while building confidence in English, and in feeling that both languages belong to them.',
			],
		},
		{
			id: 'why',
			heading: 'Why two languages matter',
			paragraphs: [
				'For many children in Chinese immigrant families, English quickly becomes the language of school and friends, while Mandarin remains the language of parents and grandparents. If a child’s Mandarin fades, conversations at home can become harder, just when the child most needs to be understood.',
				'Other children have the opposite worry: English is still new, and school feels like a place where they cannot show what they know. Both groups of children need the same thing: to be able to learn, and to be themselves, in each of their languages.',
			],
		},
		{
			id: 'approach',
			heading: 'How the sessions worked',
			paragraphs: [
				'Sessions used both languages side by side: reading and retelling stories, word games, songs and conversations about everyday life. Children could lean on their stronger language to learn in the other, and moving between languages was treated as a skill, not a mistake.',
			],
		},
		{
			id: 'families',
			heading: 'Supporting two languages at home',
			paragraphs: ['Parents and grandparents do more for a child’s languages than any class can. A few ideas:'],
			list: [
				'Keep speaking the language you are most at ease in; rich conversation in any language helps.',
				'Read together, in Chinese or English, and talk about the pictures and the story.',
				'Let children mix languages without correcting every word; answer what they mean.',
				'Show that you are proud of their two languages, and of the family’s story behind them.',
			],
		},
		{
			id: 'what-next',
			heading: 'What comes next',
			paragraphs: [
				'We hope to offer bilingual sessions again. If you would like to hear when they return, or to volunteer as a bilingual reader or helper, write to us.',
			],
		},
	],
	getInTouch: {
		heading: 'Hear about future sessions',
		text: 'Write to us to ask about bilingual sessions near you, or to volunteer.',
		emailSubject: 'Bilingual Education in Mandarin and English',
		contactsLink: 'Other ways to contact us',
	},
}

export const dreamerPages = {
	'/dreamer': landing,
	'/dreamer/beginning': beginning,
	'/dreamer/emotion': emotion,
	'/dreamer/mind': mind,
	'/dreamer/hello': hello,
	'/dreamer/bilingual': bilingual,
}
