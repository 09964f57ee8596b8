import type { partnerPages as en } from '../../en/pages/partners.ts'

export const partnerPages: typeof en = {
	'/aspirin': {
		meta: { title: 'Aspirin', description: '关注心理健康的学生组织 Aspirin，以及我们的合作内容。' },
		title: 'Aspirin',
		summary: '一个关注心理健康的学生组织，也是我们的合作伙伴。',
		about: {
			heading: '关于 Aspirin',
			paragraphs: [
				'Aspirin 是一个关注心理健康的学生组织。',
				'学生组织最了解同龄人正在经历什么，也能以校外机构做不到的方式接触到学生。',
			],
		},
		together: {
			heading: '我们的合作',
			intro:
				'学生组织贴近校园日常，我们则为中国留学生提供理解其文化背景的支持，双方的合作把两者结合在一起。我们携手朝着共同关心的目标努力：',
			aims: [
				'让学生更容易谈论压力、孤独和心理健康；',
				'清楚地告诉大家在哪里可以找到支持，包括遇到危机的时候；',
				'让学生了解可能对他们有帮助的项目，例如“远航者”为年轻人提供的支持。',
			],
		},
		imageAlt: '',
		activityImageAlt: '',
		visit: {
			heading: '访问 Aspirin',
			link: 'Aspirin 的网站',
			exampleNote: '此网址为示例，之后将换成合作伙伴自己的网站。',
		},
		others: '其他合作伙伴',
	},
	'/serendipitysnowclub': {
		meta: {
			title: 'Serendipity Snow Club',
			description: '滑雪与单板滑雪俱乐部 Serendipity Snow Club，以及我们的合作内容。',
		},
		title: 'Serendipity Snow Club',
		summary: '一个滑雪与单板滑雪俱乐部，也是我们的合作伙伴。',
		about: {
			heading: '关于 Serendipity Snow Club',
			paragraphs: [
				'Serendipity Snow Club 是一个滑雪与单板滑雪俱乐部。',
				'这样的俱乐部让人们因为共同喜爱的运动聚在一起：走到户外，学习新技能，在雪道上结伴同行。',
			],
		},
		together: {
			heading: '我们的合作',
			intro:
				'照顾心理健康，并不只靠倾诉。多运动、多到户外走走、感到自己是群体中的一员，都能帮助人们在新的国家更有归属感。我们携手朝着这些目标努力：',
			aims: [
				'让社区里的朋友，包括第一次尝试的新手，都能轻松愉快地参与冬季运动；',
				'在学习和工作之外，创造认识新朋友的机会；',
				'让俱乐部成员了解我们的项目，以及在哪里可以找到支持。',
			],
		},
		imageAlt: '',
		activityImageAlt: '',
		visit: {
			heading: '访问 Serendipity Snow Club',
			link: 'Serendipity Snow Club 的网站',
			exampleNote: '此网址为示例，之后将换成合作伙伴自己的网站。',
		},
		others: '其他合作伙伴',
	},
	'/aacntv': {
		meta: { title: 'AACNTV', description: '美国华人网络电视公司 AACNTV，以及我们的合作内容。' },
		title: 'AACNTV',
		summary: '一家美国华人网络电视公司，也是我们的合作伙伴。',
		about: {
			heading: '关于 AACNTV',
			paragraphs: [
				'AACNTV 是一家美国华人网络电视公司。',
				'用华语与观众交流的媒体，能接触到那些也许从不会主动搜索心理健康信息的人。',
			],
		},
		together: {
			heading: '我们的合作',
			intro: '双方的合作让我们的工作走近更多人。我们携手朝着这些目标努力：',
			aims: [
				'向华语观众分享关于心理健康和文化的故事与信息；',
				'公开、坦然地谈论求助，减轻围绕它的病耻感；',
				'让我们服务地区的人们了解我们的项目和活动。',
			],
		},
		imageAlt: '',
		activityImageAlt: '',
		visit: {
			heading: '访问 AACNTV',
			link: 'AACNTV 的网站',
			exampleNote: '此网址为示例，之后将换成合作伙伴自己的网站。',
		},
		others: '其他合作伙伴',
	},
}
