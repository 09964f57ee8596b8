import type { enlightenerPages as en } from '../../en/pages/enlightener.ts'

export const enlightenerPages: typeof en = {
	'/enlightener': {
		meta: {
			title: '启迪者',
			description: '启迪者是我们的文化交流品牌：跨文化交流、中国历史与文化遗产，以及族群间交流。',
		},
		title: '启迪者',
		summary: '跨文化交流、中国历史与文化遗产，以及族群间交流。',
		sections: [],
	},
	'/enlightener/interculturalcommunication': {
		meta: { title: '跨文化交流', description: '我们在不同文化之间促进交流的工作。' },
		title: '跨文化交流',
		summary: '跨越文化，彼此理解。',
		sections: [],
	},
	'/enlightener/culturalheritage': {
		meta: { title: '中国历史与文化遗产', description: '分享中国历史与文化遗产。' },
		title: '中国历史与文化遗产',
		summary: '分享中国文化的故事、艺术与传统。',
		sections: [],
	},
	'/enlightener/crossethniccommunication': {
		meta: { title: '族群间交流', description: '在不同族群社区之间建立理解。' },
		title: '族群间交流',
		summary: '在社区之间建立理解。',
		sections: [],
	},
	'/enlightener/eventreview': {
		meta: { title: '活动回顾', description: '回顾我们的文化交流活动。' },
		title: '活动回顾',
		summary: '回顾我们的文化交流活动。',
		sections: [],
	},
	'/enlightener/support': {
		meta: { title: '如何参与和支持', description: '成为志愿者、捐款、与我们合作或加入团队。' },
		title: '如何参与和支持',
		summary: '成为志愿者、捐款、与我们合作或加入团队。',
		sections: [],
	},
	'/enlightener/hellochineseevent': {
		meta: { title: '“你好，中文”活动', description: '“你好，中文”文化活动：活动内容与参与者。' },
		title: '“你好，中文”活动',
		summary: '“你好，中文”活动的内容与参与者。',
		sections: [],
	},
}
