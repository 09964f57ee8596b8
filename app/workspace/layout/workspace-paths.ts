import { localizePath, type Locale } from '#app/i18n/locales.ts'

/** The workspace's pages, at their English paths (each also under /zh-hans and /zh-hant). */
export const workspacePaths = {
	signIn: '/admin/sign-in',
	signOut: '/admin/sign-out',
	publishing: '/admin/publishing',
	newsletter: '/admin/newsletter',
	goingLive: '/admin/going-live',
	inbox: '/admin/inbox',
	applications: '/admin/applications',
	events: '/admin/events',
	staff: '/admin/staff',
	account: '/admin/account',
} as const

export const workspacePath = (page: keyof typeof workspacePaths, locale: Locale) =>
	localizePath(workspacePaths[page], locale)

/** Where a sign-in may lead afterwards: a workspace path of this site only (never another site). */
export function safeNext(next: string | null | undefined, locale: Locale): string {
	if (next && /^\/(?:zh-han[st]\/)?admin(?:\/[\w\-/.]*)?$/.test(next) && !next.includes('//') && !next.includes('..'))
		return next
	return workspacePath('publishing', locale)
}
