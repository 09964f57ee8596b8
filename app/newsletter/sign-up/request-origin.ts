/**
 * Is a sign-up POST coming from this site's own pages? (docs/decisions/015)
 *
 * 1. `Sec-Fetch-Site` (sent by every current browser, whatever the referrer
 *    policy): `same-origin` and `none` pass; `same-site` and `cross-site` pass
 *    only when their Origin is one the operator listed.
 * 2. Without it, the Origin header decides: our own host or a listed origin
 *    passes; any other origin, and the opaque `null` origin (sandboxed frames,
 *    data: URLs), is refused.
 * 3. Neither header: a non-browser client (curl, a test, an old browser). It
 *    passes. Cross-site request forgery needs a victim's browser, and every
 *    browser in use sends one of the two headers on a cross-site POST.
 */
export function isSameSitePost(headers: Headers, requestUrl: string, allowedOrigins: readonly string[] = []): boolean {
	const origin = headers.get('origin')
	const listed = origin !== null && allowedOrigins.includes(origin)
	const fetchSite = headers.get('sec-fetch-site')
	if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none' || listed
	if (origin === null) return true
	if (origin === 'null') return false
	try {
		return new URL(origin).host === new URL(requestUrl).host || listed
	} catch {
		return false
	}
}
