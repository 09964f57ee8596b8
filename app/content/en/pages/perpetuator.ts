import type { TextPageContent } from '../../types.ts'

export const perpetuatorPages = {
	'/perpetuator': {
		meta: {
			title: 'The Perpetuator',
			description:
				'The Perpetuator supports older people, especially older Chinese immigrants, through community, practical life support, cultural exchange and lasting mental-health support.',
		},
		title: 'The Perpetuator',
		summary:
			'Community, practical life support, cultural exchange and lasting mental-health support for older people, especially older Chinese immigrants.',
		sections: [],
	},
	'/perpetuator/actuallifeneeds': {
		meta: {
			title: 'Real life needs support',
			description: 'Projects on the everyday health needs of older immigrants.',
		},
		title: 'Real Life Needs Support',
		summary: 'Projects on the everyday physical and mental-health needs of older immigrants.',
		sections: [],
	},
	'/perpetuator/culturalexchange': {
		meta: {
			title: 'Cultural exchange and community building',
			description: 'How cultural exchange and community help older people stay connected.',
		},
		title: 'Cultural Exchange and Community Building',
		summary: 'Staying connected through culture, friendship and community.',
		sections: [],
	},
	'/perpetuator/lastingmentalhealthsupport': {
		meta: {
			title: 'Lasting mental health support',
			description: 'Lessons from the Blue Zones and from palliative care for lasting mental health in later life.',
		},
		title: 'Lasting Mental Health Support',
		summary: 'Lessons from the Blue Zones and from palliative care for wellbeing in later life.',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/diabetes': {
		meta: { title: 'Diabetes project', description: 'A project on diabetes among older Chinese immigrants.' },
		title: 'Diabetes Project',
		summary: 'A project on living well with diabetes in later life.',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/anxietydisorder': {
		meta: {
			title: 'Anxiety and depression in elderly immigrants',
			description: 'A project on anxiety and depression among older immigrants.',
		},
		title: 'Anxiety and Depression in Elderly Immigrants',
		summary: 'A project on anxiety and depression among older immigrants.',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/prolongedgrief': {
		meta: { title: 'Prolonged grief disorder', description: 'A project on prolonged grief disorder in later life.' },
		title: 'Prolonged Grief Disorder',
		summary: 'A project on grief that does not ease with time.',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/psychiatricabuse': {
		meta: { title: 'Mental abuse of older adults', description: 'A project on psychological abuse of older adults.' },
		title: 'Mental Abuse of Older Adults',
		summary: 'A project on recognising and preventing psychological abuse of older adults.',
		sections: [],
	},
	'/perpetuator/lastingmentalhealthsupport/blueproject': {
		meta: { title: 'Blue Zone project', description: 'A project on Blue Zone lifestyles and lasting wellbeing.' },
		title: 'Blue Zone Project',
		summary: 'What the Blue Zone lifestyles can teach about lasting wellbeing.',
		sections: [],
	},
	'/perpetuator/culturalexchange/socialcommunity': {
		meta: {
			title: 'Social capital in ageing rural areas',
			description: 'A project on social capital and wellbeing in ageing rural communities.',
		},
		title: 'Social Capital in Ageing Rural Areas',
		summary: 'A project on social ties and wellbeing in ageing rural communities.',
		sections: [],
	},
} satisfies Record<string, TextPageContent>
