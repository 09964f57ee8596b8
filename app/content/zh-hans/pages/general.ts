import type { generalPages as en, notFound as enNotFound } from '../../en/pages/general.ts'

export const generalPages: typeof en = {
	'/': {
		meta: {
			title: '具文化敏感度的心理健康与教育支持',
			description:
				'我们是一家非营利基金会，为身在美国、加拿大、英国、澳大利亚和香港的中国留学生与华人移民，提供理解其文化背景的心理健康与教育支持。',
		},
		title: '传递爱，一切为了爱',
		summary: '为中国留学生与华人移民提供理解其文化背景的心理健康与教育支持。',
		sections: [],
	},
	'/aboutus': {
		meta: {
			title: '关于我们',
			description: '我们的愿景、我们是谁、我们服务谁，以及我们的使命：传递爱，一切为了爱。',
		},
		title: '关于我们',
		summary: '我们是谁、为谁服务、为何努力。',
		sections: [],
	},
	'/members': {
		meta: {
			title: '我们的团队',
			description: '推动基金会工作的理事会成员、志愿者与实习生。',
		},
		title: '我们的团队',
		summary: '认识我们各个项目背后的理事会成员、志愿者与实习生。',
		sections: [],
	},
	'/contacts': {
		meta: {
			title: '联系我们',
			description: '通过电子邮件、微信或前往办公室联系基金会，以及我们通常何时回复。',
		},
		title: '联系我们',
		summary: '如何联系我们，以及联系后会发生什么。',
		sections: [],
	},
	'/address': {
		meta: {
			title: '办公地点',
			description: '我们总部及各城市办公室的地址。',
		},
		title: '办公地点',
		summary: '我们的总部以及五座城市的办公室。',
		sections: [],
	},
	'/newsletter': {
		meta: {
			title: '订阅通讯',
			description: '订阅基金会各项目的最新消息，每年几期。通过邮件确认订阅，一键即可退订。',
		},
		title: '订阅通讯',
		summary: '每年几次，用您的语言分享我们各个项目的最新消息。您可以在这里订阅，也可以使用每个页面底部的表单。',
		sections: [],
	},
}

export const notFound: typeof enNotFound = {
	meta: {
		title: '找不到页面',
		description: '您要找的页面不在本网站上。',
	},
	title: '找不到这个页面',
	summary: '网址可能输入有误，或者页面已经移动。',
	suggestions: '您可以试试：',
	homeLink: '返回首页',
	contactLink: '告诉我们您在找什么',
}
