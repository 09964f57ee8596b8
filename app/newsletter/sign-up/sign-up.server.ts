import { data, type RouterContextProvider } from 'react-router'
import type { Locale } from '#app/i18n/locales.ts'
import { checkEmailAddress } from './email-address.ts'
import { maxBodyBytes } from './limits.ts'
import { parseFormBody } from './form-body.ts'
import { resultStatus, type SignUpCode, type SignUpResult } from './outcome.ts'
import { readBodyWithLimit } from './read-body.server.ts'
import { requestFacts } from './request-context.server.ts'
import { isSameSitePost } from './request-origin.ts'
import { sitePagePath } from './way-back.server.ts'

/** The footer form's fields: the address, the hidden trap for robots, and the page it sat on. */
const fieldNames = { email: 'email', honeypot: 'homepage', source: 'source' } as const

const noStore = { 'Cache-Control': 'no-store' }

function answer(
	code: SignUpCode,
	extra: { value?: string; source?: string | null; headers?: Record<string, string> } = {},
) {
	const result: SignUpResult = { code }
	if (extra.value !== undefined) result.value = extra.value
	if (extra.source) result.source = extra.source
	return data(result, { status: resultStatus(code), headers: { ...noStore, ...extra.headers } })
}

/**
 * The sign-up action, in the order a careful list service checks:
 * method (405: only POST), size (413), origin (403), rate (429), form (400), address (422), then the
 * honeypot (a robot gets the normal answer and nothing is stored), and
 * finally the write, answered only after it has committed (200) or failed (503).
 * New and repeat sign-ups take the same path and get the same answer.
 */
export async function signUpAction({
	request,
	context,
	locale,
}: {
	request: Request
	context: Readonly<RouterContextProvider>
	locale: Locale
}) {
	// Only a form's POST signs up. The server refuses other methods before they get here
	// (server/http/request-guard.ts); this holds for any other way in (the dev server, tests).
	if (request.method !== 'POST') {
		throw new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST', ...noStore } })
	}
	const { runtime, clientIp, bodyTooLarge, crossSite } = requestFacts(context)
	if (bodyTooLarge) return answer('too-large')
	if (crossSite ?? !isSameSitePost(request.headers, request.url, runtime.config.allowedOrigins)) {
		return answer('cross-site')
	}
	if (clientIp !== null) {
		const { allowed, retryAfterSeconds } = await runtime.allowSignUp(clientIp)
		if (!allowed) return answer('rate-limited', { headers: { 'Retry-After': String(retryAfterSeconds) } })
	}

	const body = await readBodyWithLimit(request, maxBodyBytes)
	if (body === null) return answer('too-large')
	const form = parseFormBody(request.headers.get('content-type'), body, {
		allowed: Object.values(fieldNames),
		required: [fieldNames.email],
	})
	if (!form.ok) return answer(form.problem)
	// The page the form sat on (recorded, and offered as the way back); anything not one of our pages is dropped.
	const source = sitePagePath(form.fields.get(fieldNames.source))
	const typed = form.fields.get(fieldNames.email)!
	const checked = checkEmailAddress(typed)
	if (!checked.ok) return answer(checked.problem, { value: typed.slice(0, 320), source })
	if (form.fields.get(fieldNames.honeypot)) return answer('subscribed', { source })

	try {
		await runtime.signUp({ address: checked.address, locale, sourcePage: source })
	} catch {
		// Logged by the runtime, without the address.
		return answer('unavailable', { value: typed, source, headers: { 'Retry-After': '60' } })
	}
	return answer('subscribed', { source })
}
