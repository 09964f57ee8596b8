import type { errorFallback as en } from '../en/error-fallback.ts'

export const errorFallback: typeof en = {
	title: '出了点问题',
	message: '抱歉，此页面暂时无法显示，请稍后再试。',
	homeLink: '返回首页',
}
