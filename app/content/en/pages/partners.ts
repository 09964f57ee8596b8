import type { TextPageContent } from '../../types.ts'

export const partnerPages = {
	'/aspirin': {
		meta: { title: 'Aspirin', description: 'Aspirin, a student group for mental health, and what we do together.' },
		title: 'Aspirin',
		summary: 'A student group for mental health, and one of our cooperative partners.',
		sections: [],
	},
	'/serendipitysnowclub': {
		meta: {
			title: 'Serendipity Snow Club',
			description: 'Serendipity Snow Club, a ski and snowboard club, and what we do together.',
		},
		title: 'Serendipity Snow Club',
		summary: 'A ski and snowboard club, and one of our cooperative partners.',
		sections: [],
	},
	'/aacntv': {
		meta: {
			title: 'AACNTV',
			description: 'AACNTV, a Chinese-American online television company, and what we do together.',
		},
		title: 'AACNTV',
		summary: 'A Chinese-American online television company, and one of our cooperative partners.',
		sections: [],
	},
} satisfies Record<string, TextPageContent>
