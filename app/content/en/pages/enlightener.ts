import type { TextPageContent } from '../../types.ts'

export const enlightenerPages = {
	'/enlightener': {
		meta: {
			title: 'The Enlightener',
			description:
				'The Enlightener is our cultural-exchange brand: intercultural communication, Chinese history and heritage, and inter-ethnic communication.',
		},
		title: 'The Enlightener',
		summary: 'Intercultural communication, Chinese history and heritage, and inter-ethnic communication.',
		sections: [],
	},
	'/enlightener/interculturalcommunication': {
		meta: { title: 'Intercultural communication', description: 'Our work on communication between cultures.' },
		title: 'Intercultural Communication',
		summary: 'Understanding each other across cultures.',
		sections: [],
	},
	'/enlightener/culturalheritage': {
		meta: { title: 'Chinese history and heritage', description: 'Sharing Chinese history and cultural heritage.' },
		title: 'Chinese History and Heritage',
		summary: 'Sharing the stories, arts and traditions of Chinese culture.',
		sections: [],
	},
	'/enlightener/crossethniccommunication': {
		meta: { title: 'Inter-ethnic communication', description: 'Building understanding between ethnic communities.' },
		title: 'Inter-ethnic Communication',
		summary: 'Building understanding between communities.',
		sections: [],
	},
	'/enlightener/eventreview': {
		meta: { title: 'Event review', description: 'A look back at our cultural-exchange events.' },
		title: 'Event Review',
		summary: 'A look back at our cultural-exchange events.',
		sections: [],
	},
	'/enlightener/support': {
		meta: {
			title: 'How to join and support',
			description: 'Volunteer, donate, partner with us or join the team.',
		},
		title: 'How to Join and Support',
		summary: 'Volunteer, donate, partner with us or join the team.',
		sections: [],
	},
	'/enlightener/hellochineseevent': {
		meta: {
			title: 'Hello Chinese event',
			description: 'The Hello Chinese cultural event: what happened and who took part.',
		},
		title: 'Hello Chinese Event',
		summary: 'What happened at the Hello Chinese event, and who took part.',
		sections: [],
	},
} satisfies Record<string, TextPageContent>
