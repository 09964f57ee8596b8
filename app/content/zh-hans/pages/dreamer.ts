import type { dreamerPages as en } from '../../en/pages/dreamer.ts'

const contactsLink = '其他联系方式'

export const dreamerPages: typeof en = {
	'/dreamer': {
		meta: {
			title: '追梦者',
			description: '追梦者通过双语、多元文化与情绪教育，支持小学生以及来自低收入和边缘社区的儿童与青少年。',
		},
		title: '追梦者',
		summary: '为儿童与青少年提供双语及多元文化教育支持，以及教育与情绪工作坊。',
		sections: [
			{
				id: 'mission',
				heading: '我们的使命',
				paragraphs: [
					'追梦者是我们面向儿童的项目，服务对象是小学生，以及来自低收入和边缘社区的儿童与青少年。他们当中很多人在两种语言、两种文化之间长大，有些孩子心里装着身边的大人未必察觉的烦恼。',
					'我们希望每个孩子都能感到：自己的语言、家庭的故事和内心的感受，都是被接纳的。因此，我们提供双语及多元文化教育支持，并开设工作坊，在安全又轻松的氛围里，由了解他们成长背景的人陪伴他们学习、表达自己、应对压力。',
				],
			},
		],
		learnMore: '了解追梦者的起点',
		criticalActions: {
			heading: '关键行动',
			intro: '两个工作坊，是我们儿童工作的核心。',
			cards: {
				emotion: {
					title: '情绪与压力管理工作坊',
					text: '孩子们学习说出自己的感受，留意压力在身体上的信号，并练习用平和的方式度过。',
				},
				mind: {
					title: '思维火花工作坊',
					text: '通过动手挑战激发好奇心和创造性思维，也让孩子更有勇气说出自己的想法。',
				},
			},
		},
		pastEvents: {
			heading: '往期活动',
			intro: '到目前为止，我们和孩子们及其家庭一起做过的事。',
			cards: {
				hello: {
					title: '“你好，中国”文化交流',
					text: '带孩子们认识中文与中国文化，也请他们分享自己的文化传统。',
				},
				bilingual: {
					title: '中英双语教育',
					text: '为在中英两种语言中成长的孩子开设的学习课程，让他们在两种语言里都自在。',
				},
			},
		},
		getInTouch: {
			heading: '让追梦者来到孩子们身边',
			text: '老师、家长和社区团体都可以邀请我们开办工作坊，也欢迎您加入我们做志愿者。来信和我们聊聊您身边的孩子吧。',
			emailSubject: '追梦者',
			contactsLink,
		},
	},
}
