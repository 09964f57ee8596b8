import type { TextPageContent } from '../../types.ts'

/**
 * The words of a partner's page. The partner's name, images and website are
 * data (app/data/partners.ts), shared with the home page's partner carousel.
 * Say only what the foundation knows about a partner: no invented dates,
 * numbers, places or past events.
 */
export type PartnerPageContent = Pick<TextPageContent, 'meta' | 'title' | 'summary'> & {
	about: { heading: string; paragraphs: string[] }
	together: { heading: string; intro: string; aims: string[] }
	/** Alt text of the partner's two images; empty while they are decorative illustrations. */
	imageAlt: string
	activityImageAlt: string
	visit: { heading: string; link: string; exampleNote: string }
	others: string
}

export const partnerPages = {
	'/aspirin': {
		meta: { title: 'Aspirin', description: 'Aspirin, a student group for mental health, and what we do together.' },
		title: 'Aspirin',
		summary: 'A student group for mental health, and one of our cooperative partners.',
		about: {
			heading: 'About Aspirin',
			paragraphs: [
				'Aspirin is a student group that cares about mental health.',
				'A student group knows first-hand what its peers are going through, and can reach students in ways an outside organisation cannot.',
			],
		},
		together: {
			heading: 'What we do together',
			intro:
				'Our partnership brings a student group’s closeness to everyday student life together with our culturally aware support for Chinese international students. We work together towards things we both care about:',
			aims: [
				'making it easier for students to talk about stress, loneliness and mental health;',
				'sharing clear information about where to find support, including in a crisis;',
				'letting students know about programmes that may help them, such as our support for young people in The Voyager.',
			],
		},
		imageAlt: '',
		activityImageAlt: '',
		visit: {
			heading: 'Visit Aspirin',
			link: 'Aspirin’s website',
			exampleNote: 'This web address is an example: the partner’s own website will be linked here.',
		},
		others: 'Our other partners',
	},
	'/serendipitysnowclub': {
		meta: {
			title: 'Serendipity Snow Club',
			description: 'Serendipity Snow Club, a ski and snowboard club, and what we do together.',
		},
		title: 'Serendipity Snow Club',
		summary: 'A ski and snowboard club, and one of our cooperative partners.',
		about: {
			heading: 'About Serendipity Snow Club',
			paragraphs: [
				'Serendipity Snow Club is a ski and snowboard club.',
				'A club like this brings people together around a shared sport: time outdoors, new skills to learn, and good company on the slopes.',
			],
		},
		together: {
			heading: 'What we do together',
			intro:
				'Looking after your mental health is not only about talking. Being active, spending time outdoors and feeling part of a group can all help people feel more at home in a new country. We work together towards:',
			aims: [
				'making winter sports welcoming for people in our community, including those trying them for the first time;',
				'creating chances to meet people and make friends away from study and work;',
				'letting the club’s members know about our programmes and where to find support.',
			],
		},
		imageAlt: '',
		activityImageAlt: '',
		visit: {
			heading: 'Visit Serendipity Snow Club',
			link: 'Serendipity Snow Club’s website',
			exampleNote: 'This web address is an example: the partner’s own website will be linked here.',
		},
		others: 'Our other partners',
	},
	'/aacntv': {
		meta: {
			title: 'AACNTV',
			description: 'AACNTV, a Chinese-American online television company, and what we do together.',
		},
		title: 'AACNTV',
		summary: 'A Chinese-American online television company, and one of our cooperative partners.',
		about: {
			heading: 'About AACNTV',
			paragraphs: [
				'AACNTV is a Chinese-American online television company.',
				'Media that speaks to Chinese-speaking audiences in their own language can reach people who might never look for a mental-health website.',
			],
		},
		together: {
			heading: 'What we do together',
			intro: 'Our partnership helps our work reach a wider audience. We work together towards:',
			aims: [
				'sharing stories and information about mental health and culture with Chinese-speaking viewers;',
				'easing the stigma around asking for help, by talking about it openly;',
				'letting people know about our programmes and events in the regions we serve.',
			],
		},
		imageAlt: '',
		activityImageAlt: '',
		visit: {
			heading: 'Visit AACNTV',
			link: 'AACNTV’s website',
			exampleNote: 'This web address is an example: the partner’s own website will be linked here.',
		},
		others: 'Our other partners',
	},
} satisfies Record<string, PartnerPageContent>
