import type { enlightenerPages as en } from '../../en/pages/enlightener.ts'

const eyebrow = '启迪者'

export const enlightenerPages: typeof en = {
	'/enlightener/hellochineseevent': {
		meta: {
			title: '“你好，中文”活动',
			description: '启迪者入门文化交流活动“你好，中文”的活动档案：项目、部门、时间、主办方、参与者和回顾。',
		},
		eyebrow,
		title: '“你好，中文”活动',
		summary: '我们入门文化交流活动的档案：活动是什么、由谁主办，以及在哪里阅读活动回顾。',
		image: { id: 'enlightener-hello-chinese', alt: '' },
		sections: [
			{
				paragraphs: [
					'“你好，中文”是启迪者的一项入门文化交流活动：面向各种背景的朋友，与中文以及中文背后的文化来一次轻松友好的初次见面。',
				],
			},
		],
		record: {
			heading: '活动档案',
			labels: {
				project: '项目',
				department: '部门',
				eventTime: '活动时间',
				organiser: '主办方',
				participants: '其他参与者',
				review: '回顾',
			},
			project: '“你好，中文”',
			organiser: '{foundation}{initiative}',
			participants: '基金会志愿者和当地的中文学习者',
			review: '活动从日常问候语和普通话的声调讲起，随后尝试书写汉字，了解常用语背后的习俗，最后分成混合小组练习会话。',
			reviewLink: '阅读完整回顾',
			toBeConfirmed: '待确认',
			note: '这份档案中的部分信息仍在确认中。标有“示例”的内容为占位信息。',
		},
	},
}
