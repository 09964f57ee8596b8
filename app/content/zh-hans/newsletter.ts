import type { newsletter as en } from '../en/newsletter.ts'

export const newsletter: typeof en = {
	confirm: {
		meta: { title: '确认订阅', description: '确认订阅我们的通讯。' },
		ready: {
			title: '还差一步',
			text: '请点击下面的按钮，确认用这个邮箱接收我们的通讯。',
			button: '确认订阅',
		},
		confirmed: {
			title: '订阅成功',
			text: '谢谢您！我们每年会发送几期通讯，每一期都附有退订链接，一键即可退订。',
		},
		alreadyConfirmed: {
			title: '您已经订阅了',
			text: '这个链接已经用过了：您的订阅已经确认，无需再做任何操作。',
		},
		home: '返回首页',
		invalid: {
			title: '这个链接已经失效',
			text: '链接可能已经过期（7 天内有效），或已被更新的邮件取代，也可能复制得不完整。欢迎您重新订阅。',
			link: '重新订阅',
		},
		unavailable: {
			title: '请稍后再试',
			text: '暂时无法确认您的订阅，一切都没有改变。请稍后再打开这个链接。',
		},
	},
	unsubscribe: {
		meta: { title: '退订', description: '退订我们的通讯。' },
		ready: {
			title: '要退订我们的通讯吗？',
			text: '点击下面的按钮，我们会立即从名单中删除这个邮箱地址。',
			button: '退订',
		},
		unsubscribed: {
			title: '您已退订',
			text: '我们已经删除了您的邮箱地址以及与之一起保存的所有信息。除非您重新订阅，我们不会再给您发邮件。',
		},
		invalid: {
			title: '名单上没有这个地址',
			text: '如果您已经退订，就不需要再做什么了：我们已经没有您的地址。如果您仍然收到我们的邮件，请写信告诉我们，我们会手动删除。',
		},
		unavailable: {
			title: '请稍后再试',
			text: '暂时无法为您退订，一切都没有改变。请稍后再打开这个链接，或写信给我们。',
		},
		contact: '写信给我们：{email}',
		signUpAgain: '改变主意了？重新订阅',
	},
	email: {
		subject: '请确认订阅{siteName}通讯',
		greeting: '您好！',
		request: '我们收到一个请求，希望用这个邮箱接收{siteName}的通讯。如确认订阅，请在 {days} 天内打开以下链接：',
		button: '确认订阅',
		ignore: '如果这不是您本人的操作，请忽略这封邮件。我们不会再给您写信，链接过期后也会删除这个地址。',
		leave: '如想现在就把这个地址从名单中删除，请打开：',
		leaveLink: '退订',
		signOff: '祝好！',
	},
	campaign: {
		readOnSite: '在网站上阅读全文',
		why: '您收到这封邮件，是因为您订阅了{siteName}的通讯。',
		leave: '一键退订',
	},
}
