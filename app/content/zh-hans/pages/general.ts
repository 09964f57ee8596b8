import type { generalPages as en } from '../../en/pages/general.ts'

export const generalPages: typeof en = {
	'/help': {
		meta: {
			title: '需要立即帮助？',
			description: '美国、加拿大、英国、澳大利亚和香港的紧急电话，以及危机与支持热线。我们不是危机干预机构。',
		},
		title: '需要立即帮助？',
		summary:
			'如果您或他人正处于危险之中，请拨打当地的紧急电话。如果想找人倾诉，下面这些服务可以帮助您，其中许多日夜开放。',
		emergency: {
			heading: '紧急情况',
			intro: '如果有人生命受到威胁，或者您无法保证自己的安全，请立即拨打紧急电话：',
			places: {
				'us-canada': '美国和加拿大',
				uk: '英国',
				australia: '澳大利亚',
				'hong-kong': '香港',
			},
		},
		notCrisis: {
			heading: '我们不是危机干预机构',
			text: '基金会提供支持服务和公益项目，但无法处理紧急情况，发给我们的信息也可能几天后才会被看到。下列热线由其他机构运营，我们把它们整理在这里，方便您尽快找到帮助。',
		},
		chinese: {
			heading: '中文服务',
			paragraphs: [
				'在香港，下列大多数热线提供粤语服务，撒瑪利亞會（The Samaritans）还提供普通话服务。在美国，MHACC 暖线提供普通话和粤语服务，但它不是危机热线。',
				'在加拿大、英国和澳大利亚，我们没有在任何一手资料中找到中文危机热线。这些国家的全国性热线使用英语（加拿大为英语和法语）；在澳大利亚，Lifeline 可以通过 TIS National 为您安排口译员。在美国，988 热线在通话时可以提供口译服务。',
			],
		},
		regionsNav: '按地区查找热线',
		regions: {
			us: '美国',
			canada: '加拿大',
			uk: '英国',
			australia: '澳大利亚',
			'hong-kong': '香港',
		},
		labels: {
			call: '电话',
			text: '短信',
			email: '电子邮件',
			whatsapp: 'WhatsApp',
			textKeyword: '发送 {keyword} 至 {number}',
			hours: '服务时间',
			languages: '语言',
			notStated: '资料中未注明',
			notCrisis: '非危机热线',
			source: '资料来源',
		},
		contactLabels: {
			welsh: '威尔士语热线',
			interpreter: '口译服务（TIS National）',
		},
		languageNames: {
			en: '英语',
			es: '西班牙语',
			fr: '法语',
			zh: '中文',
			cmn: '普通话',
			yue: '粤语',
		},
		interpreters: {
			'on-calls': '通话时可提供口译',
			tis: '可通过口译员（TIS National）使用任何语言',
		},
		services: {
			'us-988': { hours: '每天 24 小时，每周 7 天' },
			'us-nami': {
				hours: '周一至周五，美国东部时间上午 10 点至晚上 10 点',
				about: '提供信息和同伴支持。',
			},
			'us-mhacc': {
				hours: '每天上午 9 点至晚上 9 点（MHACC 没有注明是哪个时区，请到其网站确认）',
				about: '美国华裔精神健康联盟（MHACC）开设的暖线，可以用普通话、粤语或英语找人倾诉。',
			},
			'ca-988': { hours: '每天 24 小时，每周 7 天' },
			'ca-kids-help-phone': { hours: '每天 24 小时，每周 7 天', about: '面向年轻人。' },
			'uk-samaritans': {
				hours: '每天 24 小时，每周 7 天；威尔士语热线每天晚上 7 点至 11 点',
				about: '拨打 116 123 免费。',
			},
			'uk-shout': { hours: '每天 24 小时，每周 7 天', about: '短信服务。' },
			'uk-nhs-111': {
				hours: '每天 24 小时，每周 7 天',
				about: '在英格兰拨打时，请选择心理健康选项。北爱尔兰没有 111 服务。',
			},
			'au-lifeline': { hours: '每天 24 小时，每周 7 天' },
			'au-beyond-blue': { hours: '每天 24 小时，每周 7 天' },
			'au-kids-helpline': { hours: '每天 24 小时，每周 7 天', about: '面向 5 至 25 岁的儿童和年轻人。' },
			'hk-18111': {
				hours: '每天 24 小时，每周 7 天',
				about: '政府资助的热线，2023 年 12 月开通。',
			},
			'hk-samaritans': { hours: '每天 24 小时' },
			'hk-samaritan-befrienders': { hours: '每天 24 小时' },
			'hk-suicide-prevention-services': { hours: '每天 24 小时' },
			'hk-open-up': {
				hours: '每天 24 小时，每周 7 天',
				about: '为 11 至 35 岁的年轻人提供网上及短信支持。',
			},
		},
		checked: {
			heading: '关于这份名单',
			taken: '以上信息于 {date} 摘自每项旁边列出的资料来源，基金会尚未与各服务逐一确认。',
			confirmed: '基金会已于 {date} 与各服务逐一确认。',
			text: '电话号码和服务时间可能会变动。每项旁边的“资料来源”链接指向该信息的出处。如果本页信息与服务的官方网站不一致，请以官方网站为准。',
		},
	},
}
