import type { CarouselWords } from '~/components/carousel/carousel-words.ts'
import type { InitiativeId } from '~/data/initiatives.ts'
import type { Partner } from '~/data/partners.ts'
import type { PageMeta, ProseSection } from '../../types.ts'

/**
 * Alt text: what a picture shows, for readers who cannot see it. The home
 * page's pictures are illustrations of the words beside them, so their alt
 * text is empty (decorative) and screen readers skip them. Write one here if a
 * picture comes to show something the words do not, such as a photograph.
 */
type Alt = string

/** What the home page says. Records (links, images, order) are in app/data; their words are here. */
export type HomePageContent = {
	meta: PageMeta
	/** The hero image and the mission panel over it. The page's one h1 is the mission. */
	hero: {
		eyebrow: string
		title: string
		lead: string
		regions: string
		initiativesLink: string
		aboutLink: string
		imageAlt: Alt
	}
	mission: { heading: string; paragraphs: string[] }
	/** The Latest News carousel shows the newest posts (content/news); a link under it leads to /news. */
	news: { heading: string; intro: string; allNews: string }
	/** Two text blocks and an image. `{founded}` is replaced by the founding date, written in the page's language. */
	introduction: { heading: string; blocks: ProseSection[]; imageAlt: Alt }
	initiatives: {
		heading: string
		intro: string
		/** The link at the foot of each panel, and its full name for screen readers ('{name}': the initiative). */
		learnMore: string
		/** Read after “Learn More” by screen readers and search engines, hidden on screen: “ about The Dreamer”. */
		learnMoreAbout: string
		panels: Record<InitiativeId, { heading: string; text: string; alt: Alt }>
	}
	team: { heading: string; text: string; learnMore: string; learnMoreAbout: string; imageAlt: Alt }
	impact: { heading: string; intro: string; items: { heading: string; text: string }[] }
	partners: { heading: string; intro: string; items: Record<Partner['id'], { text: string; alt: Alt }> }
	carousel: CarouselWords
}

export const homePages = {
	'/': {
		meta: {
			title: 'Culturally aware mental-health support',
			description:
				'A nonprofit foundation offering culturally aware mental-health and education support to Chinese international students and Chinese immigrants in the United States, Canada, the United Kingdom, Australia and Hong Kong.',
		},
		hero: {
			eyebrow: 'Our mission',
			title: 'Offer Love, All for Love',
			lead: 'Culturally aware mental-health and education support for Chinese international students and Chinese immigrants, and for the families around them.',
			regions: 'In the United States, Canada, the United Kingdom, Australia and Hong Kong.',
			initiativesLink: 'Explore our initiatives',
			aboutLink: 'About us',
			imageAlt: '',
		},
		mission: {
			heading: 'Why we are here',
			paragraphs: [
				'Starting a life in a new country takes courage. A student far from home, a parent raising children between two languages, a grandparent who followed the family abroad: each carries hopes and worries that are hard to put into words, and harder still in a second language.',
				'Our mission is to offer love, all for love. We listen first, we respect the culture people bring with them, and we stay alongside them, so that no one has to face a new place alone.',
			],
		},
		news: {
			heading: 'Latest News',
			intro: 'What is happening across our programmes.',
			allNews: 'All news',
		},
		introduction: {
			heading: 'About the foundation',
			blocks: [
				{
					id: 'who-we-are',
					heading: 'Who we are',
					paragraphs: [
						'We are a nonprofit foundation, founded on {founded}. We work with Chinese international students and Chinese immigrants in the United States, Canada, the United Kingdom, Australia and Hong Kong, and with the families, schools and communities around them.',
						'Our support is culturally aware. It starts from an understanding of Chinese family life and values, of how feelings are talked about (or not), and of the pressures that come with studying, working and growing older in another culture.',
					],
				},
				{
					id: 'how-we-help',
					heading: 'How we help',
					paragraphs: [
						'Our work is organised in four initiatives. The Dreamer supports children; The Voyager stands beside young people aged 12 to 24; The Perpetuator cares for older adults; and The Enlightener builds bridges between cultures.',
						'Each one brings together education, community and emotional support, shaped around the people it serves.',
					],
				},
			],
			imageAlt: '',
		},
		initiatives: {
			heading: 'Our Initiatives',
			intro: 'Four programmes, each serving people at a different stage of life.',
			learnMore: 'Learn More',
			learnMoreAbout: ' about {name}',
			panels: {
				dreamer: {
					heading: 'Helping children grow up confident in two cultures',
					text: 'The Dreamer serves primary-school children, and children and young people from low-income and marginalised communities. Through bilingual and multicultural education support, and education and emotional workshops, it helps them learn, name their feelings and feel proud of where they come from.',
					alt: '',
				},
				perpetuator: {
					heading: 'Companionship and care in later life',
					text: 'The Perpetuator serves older people, especially older Chinese immigrants. It builds community, makes room for self-exploration, helps with the practical needs of daily life, creates chances for cultural exchange, and offers lasting mental health support based on the Blue Zone way of life.',
					alt: '',
				},
				voyager: {
					heading: 'Standing beside young people as they find their way',
					text: 'The Voyager serves young people aged 12 to 24 with psychological, identity and social-adaptation support. It works through community building, support in schools and families, and a Youth Cabinet in which young people help lead the programme.',
					alt: '',
				},
				enlightener: {
					heading: 'Building bridges between cultures',
					text: 'The Enlightener is our cultural-exchange brand. It brings people together around intercultural communication, Chinese history and heritage, and conversation between ethnic communities.',
					alt: '',
				},
			},
		},
		team: {
			heading: 'Meet Our Team',
			text: 'Our board members, volunteers and interns carry the foundation’s work: in bilingual education, in protecting older people from psychological abuse, in planning events, and much more.',
			learnMore: 'Learn More',
			learnMoreAbout: ' about our team',
			imageAlt: '',
		},
		impact: {
			heading: 'How We’re Impacting the World',
			intro:
				'Change starts close to home: in a classroom, at the family table, in a community centre. This is what our programmes do, and whom they are for.',
			items: [
				{
					heading: 'Children and their families',
					text: 'Bilingual and multicultural learning, with workshops on emotions and stress, helps children understand their feelings and feel at home in both languages.',
				},
				{
					heading: 'Young people',
					text: 'Young people aged 12 to 24 find support with identity, stress and settling into a new society, at school, at home and among friends, and a voice of their own through the Youth Cabinet.',
				},
				{
					heading: 'Older adults',
					text: 'Older Chinese immigrants find companionship, help with everyday needs and lasting mental health support that draws on the Blue Zone way of life.',
				},
				{
					heading: 'Communities',
					text: 'Cultural exchange, Chinese heritage and conversation between ethnic communities help neighbours of different backgrounds understand one another.',
				},
			],
		},
		partners: {
			heading: 'Cooperative Partners',
			intro: 'We work alongside organisations that share our care for people and communities.',
			items: {
				serendipitysnowclub: { text: 'A ski and snowboard club.', alt: '' },
				aspirin: { text: 'A student group for mental health.', alt: '' },
				aacntv: { text: 'A Chinese American online television company.', alt: '' },
			},
		},
		carousel: {
			carousel: 'carousel',
			slide: 'slide',
			position: '{n} of {total}',
			previous: 'Previous',
			next: 'Next',
			pause: 'Pause slideshow',
			play: 'Play slideshow',
			show: 'Show {title}',
			status: '{position}: {title}',
		},
	},
} satisfies Record<'/', HomePageContent>
