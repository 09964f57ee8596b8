import type { TextPageContent } from '../../types.ts'

export const generalPages = {
	'/': {
		meta: {
			title: 'Culturally aware mental-health and education support',
			description:
				'A nonprofit foundation offering culturally aware mental-health and education support to Chinese international students and Chinese immigrants in the United States, Canada, the United Kingdom, Australia and Hong Kong.',
		},
		title: 'Offer Love, All for Love',
		summary:
			'Culturally aware mental-health and education support for Chinese international students and Chinese immigrants.',
		sections: [],
	},
	'/aboutus': {
		meta: {
			title: 'About us',
			description: 'Our vision, who we are, whom we serve and our mission: Offer Love, All for Love.',
		},
		title: 'About Us',
		summary: 'Who we are, whom we serve, and what we work for.',
		sections: [],
	},
	'/members': {
		meta: {
			title: 'Our team',
			description: 'The board members, volunteers and interns who carry the foundation’s work.',
		},
		title: 'Our Team',
		summary: 'The board members, volunteers and interns behind our programmes.',
		sections: [],
	},
	'/contacts': {
		meta: {
			title: 'Contact us',
			description: 'How to reach the foundation by e-mail, on WeChat or at our offices, and when to expect a reply.',
		},
		title: 'Contact Us',
		summary: 'How to reach us, and what to expect when you do.',
		sections: [],
	},
	'/address': {
		meta: {
			title: 'Our offices',
			description: 'The addresses of our headquarters and our city offices.',
		},
		title: 'Our Offices',
		summary: 'Our headquarters and our offices in five cities.',
		sections: [],
	},
	'/newsletter': {
		meta: {
			title: 'Newsletter',
			description:
				'Sign up for news from the foundation’s programmes, a few times a year. Confirm by e-mail; leave in one click.',
		},
		title: 'Newsletter',
		summary: 'News from our programmes, a few times a year, in your language. Sign up here or at the foot of any page.',
		sections: [],
	},
} satisfies Record<string, TextPageContent>

/** The not-found page: shown for any address the site does not have. */
export const notFound = {
	meta: {
		title: 'Page not found',
		description: 'The page you asked for does not exist on this site.',
	},
	title: 'We could not find that page',
	summary: 'The address may be mistyped, or the page may have moved.',
	suggestions: 'These may help:',
	homeLink: 'Go to the home page',
	contactLink: 'Tell us what you were looking for',
}
