/**
 * The workspace's session cookie: HttpOnly, SameSite=Lax (the e-mailed
 * link is a top-level navigation from another site), Secure with the
 * `__Host-` prefix when the site is served over HTTPS (no Domain, Path=/:
 * no other host or path can set or read it). Its value is a random token;
 * only its hash is stored (app/workspace/store/staff.server.ts).
 */
const sessionCookieName = (secure: boolean) => (secure ? '__Host-staff_session' : 'staff_session')

export function readSessionCookie(cookieHeader: string | null | undefined, secure: boolean): string | null {
	const name = sessionCookieName(secure)
	for (const part of (cookieHeader ?? '').split(';')) {
		const [key, ...value] = part.trim().split('=')
		if (key === name) return value.join('=') || null
	}
	return null
}

export function sessionCookie(value: string, { secure, maxAgeMs }: { secure: boolean; maxAgeMs: number }): string {
	return [
		`${sessionCookieName(secure)}=${value}`,
		'Path=/',
		'HttpOnly',
		'SameSite=Lax',
		`Max-Age=${Math.floor(maxAgeMs / 1000)}`,
		...(secure ? ['Secure'] : []),
	].join('; ')
}

export function clearedSessionCookie(secure: boolean): string {
	return [
		`${sessionCookieName(secure)}=`,
		'Path=/',
		'HttpOnly',
		'SameSite=Lax',
		'Max-Age=0',
		...(secure ? ['Secure'] : []),
	].join('; ')
}
