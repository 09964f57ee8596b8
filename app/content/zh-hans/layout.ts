import type { layout as en } from '../en/layout.ts'

export const layout: typeof en = {
	skipLink: '跳到主要内容',
	header: {
		homeLink: '首页',
		navLabel: '主导航',
		menuButton: '菜单',
		aboutUs: '关于我们',
		initiatives: '公益项目',
		initiativesOverview: '全部项目',
		news: '最新动态',
		partnership: '合作伙伴',
		contactUs: '联系我们',
		languageMenu: '语言',
	},
	helpBar: {
		label: '情绪困扰或身处危险？',
		link: '立即求助',
	},
	initiatives: {
		dreamer: '追梦者',
		perpetuator: '长青者',
		voyager: '远航者',
		enlightener: '启迪者',
	},
	footer: {
		contactHeading: '联系方式',
		emailLabel: '电子邮件',
		siteLabel: '网站',
		wechatLabel: '微信',
		wechatPending: '公众号即将公布',
		addressLabel: '地址',
		addressLink: '我们的办公地点',
		newsletter: {
			heading: '订阅通讯',
			intro: '每年几次，分享我们各个项目的最新消息。',
			label: '您的电子邮箱',
			placeholder: '输入您的电子邮箱，获取最新消息',
			button: '确认',
			opensSoon: '通讯订阅即将开放，目前不会保存任何信息。',
		},
		legal: '一家提供具文化敏感度的心理健康与教育支持的非营利基金会。',
	},
	common: {
		opensInNewTab: '在新标签页中打开',
		learnMore: '了解更多',
		referencesHeading: '参考文献',
		exampleBadge: '示例',
		exampleNote: '示例信息，将替换为基金会的真实信息。',
	},
	floating: {
		back: '返回',
		top: '回到顶部',
	},
}
