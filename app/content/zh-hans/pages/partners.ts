import type { partnerPages as en } from '../../en/pages/partners.ts'

export const partnerPages: typeof en = {
	'/aspirin': {
		meta: { title: 'Aspirin', description: '关注心理健康的学生组织 Aspirin，以及我们的合作内容。' },
		title: 'Aspirin',
		summary: '一个关注心理健康的学生组织，也是我们的合作伙伴。',
		sections: [],
	},
	'/serendipitysnowclub': {
		meta: {
			title: 'Serendipity Snow Club',
			description: '滑雪与单板滑雪俱乐部 Serendipity Snow Club，以及我们的合作内容。',
		},
		title: 'Serendipity Snow Club',
		summary: '一个滑雪与单板滑雪俱乐部，也是我们的合作伙伴。',
		sections: [],
	},
	'/aacntv': {
		meta: { title: 'AACNTV', description: '美国华人网络电视公司 AACNTV，以及我们的合作内容。' },
		title: 'AACNTV',
		summary: '一家美国华人网络电视公司，也是我们的合作伙伴。',
		sections: [],
	},
}
