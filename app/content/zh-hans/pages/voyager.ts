import type { voyagerPages as en } from '../../en/pages/voyager.ts'

export const voyagerPages: typeof en = {
	'/voyager': {
		meta: { title: '远航者', description: '远航者为12至24岁的年轻人提供心理、身份认同与社会适应方面的支持。' },
		title: '远航者',
		summary: '为12至24岁的年轻人提供心理、身份认同与社会适应方面的支持。',
		sections: [],
	},
	'/voyager/community': {
		meta: { title: '社区建设', description: '为什么归属于一个社区对海外年轻人很重要。' },
		title: '社区建设',
		summary: '为什么归属感对远离家乡的年轻人很重要。',
		sections: [],
	},
	'/voyager/school': {
		meta: { title: '学校环境', description: '学校如何支持年轻移民的身心健康。' },
		title: '学校环境',
		summary: '学校如何帮助年轻人适应并成长。',
		sections: [],
	},
	'/voyager/family': {
		meta: { title: '家庭环境', description: '家庭如何陪伴年轻人度过变化。' },
		title: '家庭环境',
		summary: '家庭如何陪伴年轻人度过变化。',
		sections: [],
	},
	'/voyager/cabinet': {
		meta: { title: '青年内阁', description: '青年内阁：活动内容、四个职位以及申请方式。' },
		title: '青年内阁',
		summary: '由年轻人为年轻人发起和带领项目。',
		sections: [],
	},
	'/voyager/detail': {
		meta: { title: '代际沟通研讨会', description: '即将举办的代际沟通研讨会。' },
		title: '代际沟通研讨会',
		summary: '即将举办的研讨会：跨越代际地表达与倾听。',
		sections: [],
	},
}
