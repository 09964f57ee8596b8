import type { perpetuatorPages as en } from '../../en/pages/perpetuator.ts'

export const perpetuatorPages: typeof en = {
	'/perpetuator': {
		meta: {
			title: '长青者',
			description: '长青者通过社区联结、日常生活支持、文化交流与长期心理健康支持，服务长者，尤其是年长的华人移民。',
		},
		title: '长青者',
		summary: '为长者，尤其是年长的华人移民，提供社区联结、日常生活支持、文化交流与长期心理健康支持。',
		sections: [],
	},
	'/perpetuator/actuallifeneeds': {
		meta: { title: '实际生活需求支持', description: '关注年长移民日常健康需求的项目。' },
		title: '实际生活需求支持',
		summary: '关注年长移民日常身心健康需求的项目。',
		sections: [],
	},
	'/perpetuator/culturalexchange': {
		meta: { title: '文化交流与社区建设', description: '文化交流与社区如何帮助长者保持联结。' },
		title: '文化交流与社区建设',
		summary: '在文化、友谊与社区中保持联结。',
		sections: [],
	},
	'/perpetuator/lastingmentalhealthsupport': {
		meta: { title: '长期心理健康支持', description: '从蓝色地带与安宁疗护中汲取晚年心理健康的经验。' },
		title: '长期心理健康支持',
		summary: '从蓝色地带与安宁疗护中汲取晚年身心安康的经验。',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/diabetes': {
		meta: { title: '糖尿病项目', description: '关于年长华人移民糖尿病问题的项目。' },
		title: '糖尿病项目',
		summary: '关于晚年如何与糖尿病好好相处的项目。',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/anxietydisorder': {
		meta: { title: '老年移民的焦虑与抑郁', description: '关于老年移民焦虑与抑郁的项目。' },
		title: '老年移民的焦虑与抑郁',
		summary: '关于老年移民焦虑与抑郁的项目。',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/prolongedgrief': {
		meta: { title: '延长哀伤障碍', description: '关于晚年延长哀伤障碍的项目。' },
		title: '延长哀伤障碍',
		summary: '关于不随时间减轻的哀伤的项目。',
		sections: [],
	},
	'/perpetuator/actuallifeneeds/psychiatricabuse': {
		meta: { title: '老年人精神虐待', description: '关于老年人心理虐待的项目。' },
		title: '老年人精神虐待',
		summary: '关于识别和预防老年人心理虐待的项目。',
		sections: [],
	},
	'/perpetuator/lastingmentalhealthsupport/blueproject': {
		meta: { title: '蓝色地带项目', description: '关于蓝色地带生活方式与长久身心安康的项目。' },
		title: '蓝色地带项目',
		summary: '蓝色地带的生活方式能告诉我们什么是长久的身心安康。',
		sections: [],
	},
	'/perpetuator/culturalexchange/socialcommunity': {
		meta: { title: '老龄化农村地区的社会资本', description: '关于老龄化农村社区社会资本与身心健康的项目。' },
		title: '老龄化农村地区的社会资本',
		summary: '关于老龄化农村社区中社会联结与身心健康的项目。',
		sections: [],
	},
}
