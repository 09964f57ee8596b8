import type { TextPageContent } from '../../types.ts'

export const voyagerPages = {
	'/voyager': {
		meta: {
			title: 'The Voyager',
			description:
				'The Voyager offers psychological, identity and social-adaptation support to young people aged 12 to 24.',
		},
		title: 'The Voyager',
		summary: 'Psychological, identity and social-adaptation support for young people aged 12 to 24.',
		sections: [],
	},
	'/voyager/community': {
		meta: { title: 'Community building', description: 'Why belonging to a community matters for young people abroad.' },
		title: 'Community Building',
		summary: 'Why belonging matters for young people far from home.',
		sections: [],
	},
	'/voyager/school': {
		meta: { title: 'School environment', description: 'How schools can support the wellbeing of young migrants.' },
		title: 'School Environment',
		summary: 'How schools can help young people settle and thrive.',
		sections: [],
	},
	'/voyager/family': {
		meta: { title: 'Family settings', description: 'How families can support young people through change.' },
		title: 'Family Settings',
		summary: 'How families can support young people through change.',
		sections: [],
	},
	'/voyager/cabinet': {
		meta: {
			title: 'Youth Cabinet',
			description: 'The Youth Cabinet: its activities, its four positions and how to apply.',
		},
		title: 'Youth Cabinet',
		summary: 'Young people leading projects for young people.',
		sections: [],
	},
	'/voyager/detail': {
		meta: {
			title: 'Seminar on intergenerational communication',
			description: 'An upcoming seminar on communication between generations.',
		},
		title: 'Seminar on Intergenerational Communication',
		summary: 'An upcoming seminar on talking, and listening, across generations.',
		sections: [],
	},
} satisfies Record<string, TextPageContent>
