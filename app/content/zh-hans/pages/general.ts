import type { generalPages as en } from '../../en/pages/general.ts'

export const generalPages: typeof en = {
	'/members': {
		meta: {
			title: '我们的团队',
			description: '推动基金会工作的理事会成员、志愿者与实习生。',
		},
		title: '我们的团队',
		summary: '认识我们各个项目背后的理事会成员、志愿者与实习生。',
		exampleNote: {
			heading: '以下姓名均为示例',
			text: '基金会将在这里介绍团队成员。在此之前，本页的每个名字都只是占位示例，并标有“示例”字样。张三、李四等就是大家熟悉的“某某人”。',
		},
		board: {
			heading: '理事会成员',
			intro: '理事会为基金会和各个项目把握方向。',
		},
		volunteers: {
			heading: '志愿者与实习生',
			intro: '志愿者和实习生为我们的项目贡献时间和专长，每人负责一个重点领域。',
		},
		focusLabel: '重点领域：{area}',
		roles: {
			founderPresident: '创始人兼会长',
			programAdministrator: '项目行政主管',
			programMinister: '项目部长',
			bilingualEducation: '双语教育',
			elderlyPsychologicalAbuse: '长者心理虐待问题',
			eventPlanning: '活动策划',
		},
		join: {
			heading: '加入我们',
			text: '想贡献您的时间或专长吗？{link}，也欢迎{contact}。',
			link: '了解如何成为志愿者、支持我们',
			contact: '来信联系我们',
		},
	},
}
