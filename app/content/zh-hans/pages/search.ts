import type { searchPages as en } from '../../en/pages/search.ts'

export const searchPages: typeof en = {
	'/search': {
		meta: {
			title: '搜索',
			description: '在本站的所有页面中搜索。',
		},
		title: '搜索',
		summary: '输入一两个词，找到提到它们的页面。',
		form: { label: '搜索本站', button: '搜索' },
		results: {
			one: '找到 1 个与“{query}”相关的页面。',
			other: '找到 {count} 个与“{query}”相关的页面。',
			none: '没有找到与“{query}”相关的页面。请换一个词试试。',
			searching: '正在搜索……',
			more: '显示更多结果',
		},
		otherLanguages: '用其他语言搜索同样的词：',
		unavailable: '搜索暂时无法使用。下面列出了本站的所有页面。',
		withoutScript: {
			note: '搜索需要 JavaScript，而您的浏览器已将其关闭或拦截。下面列出了本站的所有页面。',
			heading: '本站所有页面',
		},
	},
}
