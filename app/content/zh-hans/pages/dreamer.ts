import type { dreamerPages as en } from '../../en/pages/dreamer.ts'

export const dreamerPages: typeof en = {
	'/dreamer': {
		meta: {
			title: '追梦者',
			description: '追梦者通过双语、多元文化与情绪教育，支持小学生以及来自低收入和边缘社区的儿童与青少年。',
		},
		title: '追梦者',
		summary: '为儿童与青少年提供双语及多元文化教育支持，以及教育与情绪工作坊。',
		sections: [],
	},
	'/dreamer/beginning': {
		meta: { title: '追梦者的起点', description: '追梦者为何开始，以及它服务的孩子们。' },
		title: '追梦者的起点',
		summary: '我们为什么发起追梦者，以及它服务的孩子们。',
		sections: [],
	},
	'/dreamer/emotion': {
		meta: { title: '情绪与压力管理工作坊', description: '帮助孩子认识自己的情绪、应对压力的工作坊。' },
		title: '情绪与压力管理工作坊',
		summary: '帮助孩子说出自己的感受，用平和的方式度过压力。',
		sections: [],
	},
	'/dreamer/mind': {
		meta: { title: '思维火花工作坊', description: '激发好奇心与创造性思维的工作坊。' },
		title: '思维火花工作坊',
		summary: '激发好奇心、创造力与自信的工作坊。',
		sections: [],
	},
	'/dreamer/hello': {
		meta: { title: '“你好，中国”文化交流', description: '我们为孩子们举办的“你好，中国”文化交流活动。' },
		title: '“你好，中国”文化交流',
		summary: '一次带孩子们认识中文与中国文化的交流活动。',
		sections: [],
	},
	'/dreamer/bilingual': {
		meta: { title: '中英双语教育', description: '我们的中文（普通话）与英语双语教育项目。' },
		title: '中英双语教育',
		summary: '用两种语言学习，在两种语言里都自在。',
		sections: [],
	},
}
