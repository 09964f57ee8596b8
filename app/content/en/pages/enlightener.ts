import type { EnlightenerAreaPath } from '~/data/enlightener-areas.ts'
import type { EventRecordField } from '~/data/enlightener-events.ts'
import type { ImageRef } from '~/data/illustrations.ts'
import type { TextPageContent } from '../../types.ts'

/* Shapes of the Enlightener's pages. Every page keeps `sections` (headed prose), the default shape's core. */

/** A page of the Enlightener: a small label above the title and an illustration beside it. */
type EnlightenerPage = TextPageContent & { eyebrow: string; image: ImageRef }

/** A link at the foot of a page, to another page of the site (English path). */
export type NextStep = { to: string; label: string }

export type EnlightenerLandingContent = TextPageContent & {
	image: ImageRef
	areas: { heading: string; intro: string; cards: Record<EnlightenerAreaPath, { title: string; text: string }> }
	review: { heading: string; text: string; image: ImageRef; reviewLink: string; supportLink: string }
}

/** A box on a topic page. `comingSoon` boxes swap their content for the Coming Soon message. */
export type TopicBox = { id: string; title: string; text: string; comingSoon: boolean }

export type TopicPageContent = EnlightenerPage & {
	/** The picture that leads to the Hello Chinese event (intercultural communication only). */
	eventLink?: { heading: string; text: string; caption: string }
	boxes: { id: string; heading: string; intro: string; items: TopicBox[] }
	/** The control's visible label (a short question) and the message it reveals. */
	comingSoon: { trigger: string; message: string }
}

export type ArticlePageContent = EnlightenerPage & { nextSteps: { heading: string; links: NextStep[] } }

/** A next step: an e-mail to the foundation (with a subject line) or a page of the site. */
export type SupportAction =
	{ kind: 'email'; label: string; subject: string } | { kind: 'page'; label: string; to: string }

export type SupportWay = {
	id: string
	heading: string
	intro: string
	items: string[]
	note?: string
	action: SupportAction
}

export type SupportPageContent = EnlightenerPage & { ways: SupportWay[]; emailLabel: string }

export type EventRecordContent = EnlightenerPage & {
	record: {
		heading: string
		labels: Record<EventRecordField, string>
		project: string
		/** `{initiative}` and `{foundation}` are filled in from the layout words and site settings. */
		organiser: string
		participants: string
		review: string
		reviewLink: string
		toBeConfirmed: string
		note: string
	}
}

const eyebrow = 'The Enlightener'

const landing: EnlightenerLandingContent = {
	meta: {
		title: 'The Enlightener',
		description:
			'The Enlightener is our cultural-exchange brand: intercultural communication, Chinese history and heritage, and communication between ethnic communities.',
	},
	title: 'The Enlightener',
	summary:
		'Our cultural-exchange brand: helping people understand one another across languages, cultures and communities.',
	image: { id: 'enlightener-hero', alt: '' },
	sections: [
		{
			id: 'why-cultural-exchange',
			heading: 'Why cultural exchange',
			paragraphs: [
				'Moving to a new country means learning more than a language. It means learning how people greet each other, disagree politely, ask for help and celebrate. For Chinese international students and immigrants, that learning is easier when it goes both ways: when classmates, neighbours and colleagues are curious about Chinese culture too.',
				'The Enlightener is the part of our foundation that builds those two-way bridges. We create events and learning materials where people of different backgrounds meet as equals, share what matters to them, and leave knowing one another a little better.',
			],
		},
	],
	areas: {
		heading: 'Three directions',
		intro: 'Our work follows three directions. Each page explains what it covers and what we are preparing.',
		cards: {
			'/enlightener/interculturalcommunication': {
				title: 'Intercultural Communication',
				text: 'Everyday understanding between Chinese and local cultures: language, habits and the rules nobody says out loud.',
			},
			'/enlightener/culturalheritage': {
				title: 'Chinese History and Heritage',
				text: 'Festivals, writing, crafts and family stories: the heritage Chinese communities carry with them.',
			},
			'/enlightener/crossethniccommunication': {
				title: 'Inter-ethnic Communication',
				text: 'Trust and friendship between ethnic communities, built through meeting on equal terms.',
			},
		},
	},
	review: {
		heading: 'Event review',
		text: 'Hello Chinese gave people a friendly first meeting with the Chinese language and the culture behind it. Read what the programme involved and what we are building on, or find out how you can take part in the next event.',
		image: { id: 'enlightener-event-review', alt: '' },
		reviewLink: 'Read the event review',
		supportLink: 'How to join and support',
	},
}

const intercultural: TopicPageContent = {
	meta: {
		title: 'Intercultural communication',
		description:
			'What intercultural communication is, why it matters for the wellbeing of Chinese students and immigrants, and the new formats the Enlightener is preparing.',
	},
	eyebrow,
	title: 'Intercultural Communication',
	summary: 'Understanding each other across cultures, one conversation at a time.',
	image: { id: 'enlightener-intercultural', alt: '' },
	sections: [
		{
			id: 'what-it-means',
			heading: 'What intercultural communication means',
			paragraphs: [
				'Intercultural communication is what happens when people who grew up with different languages, values and habits try to understand each other. Words are only part of it. Just as much is carried by tone, silence and gesture, by how directly a request is made, and by what goes without saying.',
				'Small differences can cause real misunderstandings. A student who waits to be invited to speak may be taken to have nothing to say. A parent who shows care through advice about food and study may be heard as controlling. Often neither side is wrong: each is following rules the other cannot see.',
			],
		},
		{
			id: 'why-it-matters',
			heading: 'Why it matters for wellbeing',
			paragraphs: [
				'Adapting to a new culture takes effort, and the strain it brings has a name: acculturative stress. John Berry’s widely used model of acculturation describes how people combine their heritage culture with the culture around them. Keeping one’s own culture while also taking part in the wider society, which he calls integration, is generally linked with better adaptation than giving up either one (Berry, 1997).',
				'For students, this strain is more than a matter of comfort. In a study of 189 Chinese international students at a university in the United States, higher acculturative stress went together with more symptoms of depression (Wei et al., 2007). Good intercultural communication cannot remove every difficulty, but it makes a new culture easier to read and the people in it easier to reach.',
			],
		},
		{
			id: 'our-approach',
			heading: 'How we approach it',
			paragraphs: [
				'We design activities in which both sides learn. Local residents try the Chinese language and customs; Chinese newcomers explain their own culture instead of only adjusting to someone else’s. Conversation comes before lectures, and nobody is expected to speak either language perfectly.',
			],
		},
	],
	eventLink: {
		heading: 'From our events',
		text: 'Hello Chinese introduced the Chinese language and culture to people meeting them for the first time.',
		caption: 'Hello Chinese: see the event record',
	},
	boxes: {
		id: 'in-preparation',
		heading: 'What we are preparing',
		intro: 'Two new formats are in preparation, both growing out of Hello Chinese.',
		items: [
			{
				id: 'language-exchange',
				title: 'Language exchange circles',
				text: 'Small, regular meet-ups where Mandarin speakers and English speakers take turns helping each other practise, with simple conversation prompts so nobody is left searching for words.',
				comingSoon: true,
			},
			{
				id: 'living-here',
				title: 'Living-here workshops',
				text: 'Practical sessions for newcomers on the unwritten rules of study, work and daily life, from writing to a teacher to making small talk, led together with people who have made the same move.',
				comingSoon: true,
			},
		],
	},
	comingSoon: { trigger: 'When does it start?', message: 'Coming Soon! Stay Tuned!' },
}

const heritage: TopicPageContent = {
	meta: {
		title: 'Chinese history and heritage',
		description:
			'Chinese festivals, writing and crafts, and the family stories of Chinese communities abroad: heritage to enjoy and to ask questions about.',
	},
	eyebrow,
	title: 'Chinese History and Heritage',
	summary: 'Sharing the festivals, writing, crafts and stories that Chinese families carry with them.',
	image: { id: 'enlightener-heritage', alt: '' },
	sections: [
		{
			id: 'heritage-that-travels',
			heading: 'Heritage that travels',
			paragraphs: [
				'Chinese history is long and its heritage is wide: many regions and dialects, and 56 officially recognised ethnic groups, each with traditions of its own. Families who move abroad bring part of that heritage with them, in the dishes they cook, the festivals they keep and the stories they tell their children.',
				'For young people growing up between two cultures, that heritage can feel distant or even awkward. For their classmates and neighbours, it is often unfamiliar. We want to make it something both can enjoy, and ask questions about, together.',
			],
		},
		{
			id: 'living-heritage',
			heading: 'Living heritage, recognised worldwide',
			paragraphs: [
				'Heritage is not only old buildings and museum pieces. UNESCO’s Representative List of the Intangible Cultural Heritage of Humanity includes living Chinese practices such as calligraphy, paper-cutting and the Dragon Boat Festival, all inscribed in 2009, and the Spring Festival, added in 2024. These are traditions that people still practise, teach and reinvent today.',
			],
		},
	],
	boxes: {
		id: 'ways-in',
		heading: 'Ways into Chinese heritage',
		intro: 'Three starting points, for learners of any age and background.',
		items: [
			{
				id: 'festivals',
				title: 'Festivals through the year',
				text: 'The Spring Festival brings families together for the new year. Qingming is a day to remember ancestors. The Dragon Boat Festival has boat races and zongzi, and the Mid-Autumn Festival gathers people under the full moon with mooncakes. Each comes with stories worth sharing.',
				comingSoon: false,
			},
			{
				id: 'family-stories',
				title: 'Family stories project',
				text: 'An oral-history project in which young people record the memories of older Chinese immigrants, with their consent, and keep them for their families and communities.',
				comingSoon: true,
			},
			{
				id: 'brush-and-paper',
				title: 'Characters, brush and paper',
				text: 'Many Chinese characters carry pictures and history inside them. Trying calligraphy or paper-cutting is a hands-on way to see how, and needs no knowledge of the language.',
				comingSoon: false,
			},
		],
	},
	comingSoon: { trigger: 'When does it start?', message: 'Coming Soon! Stay Tuned!' },
}

const crossEthnic: ArticlePageContent = {
	meta: {
		title: 'Inter-ethnic communication',
		description:
			'How contact between ethnic communities can build understanding, what research says about when it works, and how the Enlightener puts it into practice.',
	},
	eyebrow,
	title: 'Inter-ethnic Communication',
	summary: 'Building understanding and trust between ethnic communities, by meeting on equal terms.',
	image: { id: 'enlightener-crossethnic', alt: '' },
	sections: [
		{
			id: 'many-communities',
			heading: 'Many communities, one neighbourhood',
			paragraphs: [
				'Chinese students and immigrants often live in cities where dozens of languages are spoken. Daily life brings contact with people of many backgrounds: in class, at work, at the clinic, on the bus. Living side by side, though, does not by itself mean understanding one another. Stereotypes, language barriers and experiences of discrimination can lead communities to keep to themselves, each with its own shops, media and circles of friends.',
				'Inter-ethnic communication means crossing those lines on purpose and with care: getting to know people from other ethnic and cultural communities, and letting them get to know us.',
			],
		},
		{
			id: 'what-research-says',
			heading: 'What research says about contact',
			paragraphs: [
				'In 1954 the psychologist Gordon Allport proposed that contact between groups reduces prejudice best under four conditions: the people meeting have equal status in the situation, they pursue common goals, they cooperate rather than compete, and their meeting has the support of authorities, law or custom (Allport, 1954).',
				'Half a century later, Thomas Pettigrew and Linda Tropp brought together 515 studies of contact between groups. They found that contact typically reduces prejudice, that the effect usually extends beyond the individuals met to their group as a whole, and that Allport’s conditions make the effect stronger, although they are not essential for it (Pettigrew & Tropp, 2006).',
				'The evidence also calls for modesty. A later review looked only at the 27 studies in which people were randomly assigned to contact and their attitudes were measured some time afterwards. It agreed that contact typically reduces prejudice, but found that effects vary, and that they were substantially weaker for interventions aimed at ethnic or racial prejudice (Paluck et al., 2019). Contact is a promising start, not a guarantee, and how it is designed matters.',
			],
		},
		{
			id: 'in-practice',
			heading: 'How we put it into practice',
			paragraphs: [
				'Meet as equals. At our events no group is the performer and the other the audience: everyone has something to teach and something to learn.',
				'Work towards something together. Cooking a meal, preparing a festival or running a community project gives people a shared goal, and conversation comes naturally alongside it.',
				'Choose hosts who back the meeting. When a school, library or community organisation visibly supports an event, people feel safer taking part and more likely to come back.',
				'Come back again. A single event can break the ice; trust and friendship need repeated meetings, so we favour regular formats over one-off shows.',
			],
		},
		{
			id: 'speaking-about-difference',
			heading: 'Speaking about difference, kindly',
			paragraphs: [
				'Ask rather than assume, and learn to say people’s names the way they say them. Notice when a sentence begins with “all of them”. Remember that every community is diverse inside: Chinese communities alone include people from many regions and countries, who speak Mandarin, Cantonese and other languages and hold many different views.',
				'When something hurts, it is fair to say so, and when someone tells us we have hurt them, it is worth listening before explaining. Experiences of racism and exclusion can weigh heavily on mental health. If one is weighing on you, you do not have to carry it alone: talk to someone you trust, or contact us.',
			],
		},
	],
	nextSteps: {
		heading: 'Where to go next',
		links: [
			{ to: '/contacts', label: 'Contact us' },
			{ to: '/enlightener/support', label: 'How to join and support' },
			{ to: '/enlightener/interculturalcommunication', label: 'Intercultural communication' },
		],
	},
}

const eventReview: ArticlePageContent = {
	meta: {
		title: 'Event review: Hello Chinese',
		description:
			'A review of the programme of Hello Chinese, the Enlightener’s introductory cultural-exchange event: its aims, what participants did, and what comes next.',
	},
	eyebrow,
	title: 'Event Review: Hello Chinese',
	summary:
		'A look back at the programme of Hello Chinese: what it set out to do, what participants did, and what we are building on.',
	image: { id: 'enlightener-event-review', alt: '' },
	sections: [
		{
			id: 'about-this-review',
			heading: 'About this review',
			paragraphs: [
				'Hello Chinese is an introductory cultural-exchange event run by the Enlightener. This review describes its programme in general terms: what the event was for and what participants did. We do not publish participants’ names, photographs or words without their permission. The event’s details are on its record page.',
			],
		},
		{
			id: 'aims',
			heading: 'What the event set out to do',
			paragraphs: [
				'Hello Chinese had two aims. The first was to give people who are new to Chinese a friendly, low-pressure first meeting with the language and with the culture behind it. The second was to turn the usual situation of newcomers around: for once, the Chinese speakers in the room were the hosts and the experts, sharing their language and customs rather than adjusting to someone else’s.',
			],
		},
		{
			id: 'programme',
			heading: 'What participants did',
			paragraphs: [
				'The programme moved from listening to trying. Participants began with everyday greetings and heard how the tones of Mandarin can change the meaning of a syllable. They looked at how some Chinese characters grew out of pictures, and tried writing a few of their own.',
				'They then heard about the customs and festivals behind common phrases, such as the good wishes people exchange at the Spring Festival. Finally, they practised short conversations in small mixed groups, with Chinese speakers as guides.',
			],
		},
		{
			id: 'why-this-format',
			heading: 'Why this format',
			paragraphs: [
				'Starting with greetings gives everyone something they can use the same day. Small mixed groups mean that learners and Chinese speakers talk with each other rather than sitting in separate rows. And a mix of language, writing and customs offers more than one way in: some people enjoy the sounds, others the characters, others the stories.',
			],
		},
		{
			id: 'what-comes-next',
			heading: 'What comes next',
			paragraphs: [
				'A first meeting is only a start. We want to turn it into regular contact: the language exchange circles and living-here workshops now in preparation grow directly out of Hello Chinese. If you would like to help run the next event, as a volunteer, a host or a partner, we would be glad to hear from you.',
			],
		},
	],
	nextSteps: {
		heading: 'Where to go next',
		links: [
			{ to: '/enlightener/hellochineseevent', label: 'The Hello Chinese event record' },
			{ to: '/enlightener/support', label: 'How to join and support' },
		],
	},
}

const support: SupportPageContent = {
	meta: {
		title: 'How to join and support',
		description:
			'Volunteer at the Enlightener’s events, contact us about donating, partner with us, or join the team that plans our cultural-exchange programme.',
	},
	eyebrow,
	title: 'How to Join and Support',
	summary: 'Give your time, support our events, bring your organisation, or join the team behind the Enlightener.',
	image: { id: 'enlightener-support', alt: '' },
	sections: [
		{
			paragraphs: [
				'Cultural exchange works best when many people bring something to it. Here are four ways to take part. Each ends with how to take the next step; if you are not sure which suits you, just write to us.',
			],
		},
	],
	emailLabel: 'Our e-mail address:',
	ways: [
		{
			id: 'volunteer',
			heading: 'Volunteer',
			intro: 'Help at events and behind the scenes. You need no experience, only reliability and warmth.',
			items: [
				'Welcome guests and help sessions run smoothly',
				'Guide conversation practice in Mandarin, Cantonese or English',
				'Prepare materials, translations and bilingual signs',
				'Take photos or notes at events, always with participants’ consent',
			],
			action: { kind: 'email', label: 'E-mail us to volunteer', subject: 'Volunteering with the Enlightener' },
		},
		{
			id: 'donate',
			heading: 'Donate',
			intro:
				'Donations help pay for venues, learning materials and translation, so that cost does not keep anyone from taking part.',
			items: [
				'Funds for workshop materials such as paper, brushes and printing',
				'Help with the cost of a venue for an event',
				'Gifts in kind, such as books, craft supplies or refreshments',
				'Professional skills given for free: design, translation or photography',
			],
			note: 'We do not take payments on this website. Contact us about donating and we will explain how gifts are received.',
			action: { kind: 'email', label: 'Contact us about donating', subject: 'Donating to the Enlightener' },
		},
		{
			id: 'partner',
			heading: 'Partner with us',
			intro: 'We work best alongside organisations that already serve their communities.',
			items: [
				'Schools and universities: host a cultural-exchange session or a language exchange',
				'Libraries and community centres: offer a space for an event',
				'Cultural and community groups: co-host an event that brings your members and ours together',
				'Businesses: sponsor an event or encourage staff to volunteer',
			],
			action: { kind: 'email', label: 'Propose a partnership', subject: 'Partnership with the Enlightener' },
		},
		{
			id: 'join-the-team',
			heading: 'Join the team',
			intro: 'Join the people who plan and run the Enlightener’s programme all year round.',
			items: [
				'Event planning: take an event from first idea to follow-up',
				'Content and translation: write and translate materials in English and Chinese',
				'Outreach: build links with schools, community groups and partners',
				'Design and media: make posters, photos and social media posts',
			],
			action: { kind: 'page', label: 'Tell us about yourself on our contact page', to: '/contacts' },
		},
	],
}

const helloChinese: EventRecordContent = {
	meta: {
		title: 'Hello Chinese event',
		description:
			'The record of Hello Chinese, the Enlightener’s introductory cultural-exchange event: project, department, time, organiser, participants and review.',
	},
	eyebrow,
	title: 'Hello Chinese Event',
	summary:
		'The record of our introductory cultural-exchange event: what it was, who ran it, and where to read its review.',
	image: { id: 'enlightener-hello-chinese', alt: '' },
	sections: [
		{
			paragraphs: [
				'Hello Chinese is an introductory cultural-exchange event of the Enlightener: a first, friendly meeting with the Chinese language and the culture behind it, for people of every background.',
			],
		},
	],
	record: {
		heading: 'Event record',
		labels: {
			project: 'Project',
			department: 'Department',
			eventTime: 'Event time',
			organiser: 'Organiser',
			participants: 'Other participants',
			review: 'Review',
		},
		project: 'Hello Chinese',
		organiser: '{initiative}, {foundation}',
		participants: 'Volunteers of the foundation and local learners of Chinese',
		review:
			'The programme moved from everyday greetings and the tones of Mandarin to a first try at writing Chinese characters, the customs behind common phrases, and conversation practice in small mixed groups.',
		reviewLink: 'Read the full review',
		toBeConfirmed: 'To be confirmed',
		note: 'Some details of this record are still being confirmed. Details marked “Example” are placeholders.',
	},
}

export const enlightenerPages = {
	'/enlightener': landing,
	'/enlightener/interculturalcommunication': intercultural,
	'/enlightener/culturalheritage': heritage,
	'/enlightener/crossethniccommunication': crossEthnic,
	'/enlightener/eventreview': eventReview,
	'/enlightener/support': support,
	'/enlightener/hellochineseevent': helloChinese,
}
