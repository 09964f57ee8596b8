import type { TextPageContent } from '../../types.ts'

export const dreamerPages = {
	'/dreamer': {
		meta: {
			title: 'The Dreamer',
			description:
				'The Dreamer supports primary-school children and young people from low-income and marginalised communities through bilingual, multicultural and emotional education.',
		},
		title: 'The Dreamer',
		summary:
			'Bilingual and multicultural education support, and education and emotional workshops, for children and young people.',
		sections: [],
	},
	'/dreamer/beginning': {
		meta: { title: 'How The Dreamer began', description: 'Why The Dreamer started and whom it serves.' },
		title: 'How The Dreamer Began',
		summary: 'Why we started The Dreamer, and the children it serves.',
		sections: [],
	},
	'/dreamer/emotion': {
		meta: {
			title: 'Emotion and Stress Management Workshop',
			description: 'A workshop that helps children name their feelings and cope with stress.',
		},
		title: 'Emotion and Stress Management Workshop',
		summary: 'Helping children name their feelings and find calm ways through stress.',
		sections: [],
	},
	'/dreamer/mind': {
		meta: { title: 'Mind Spark Workshop', description: 'A workshop that sparks curiosity and creative thinking.' },
		title: 'Mind Spark Workshop',
		summary: 'A workshop that sparks curiosity, creativity and confidence.',
		sections: [],
	},
	'/dreamer/hello': {
		meta: { title: 'Hello China cultural exchange', description: 'Our Hello China cultural exchange for children.' },
		title: 'Hello China Cultural Exchange',
		summary: 'A cultural exchange that introduced children to Chinese language and culture.',
		sections: [],
	},
	'/dreamer/bilingual': {
		meta: {
			title: 'Bilingual Education in Mandarin and English',
			description: 'Our bilingual education programme in Mandarin and English.',
		},
		title: 'Bilingual Education in Mandarin and English',
		summary: 'Learning in two languages, and feeling at home in both.',
		sections: [],
	},
} satisfies Record<string, TextPageContent>
