import type { RouterContextProvider } from 'react-router'
import { parseFormBody } from '#app/newsletter/sign-up/form-body.ts'
import { maxBodyBytes } from '#app/newsletter/sign-up/limits.ts'
import { readBodyWithLimit } from '#app/newsletter/sign-up/read-body.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { isSameSitePost } from '#app/newsletter/sign-up/request-origin.ts'

/** The settings page's form fields: what to do, and its details. */
const preferenceFields = ['intent', 'language', 'confirm'] as const

export type PreferencesPost =
	| { ok: true; fields: Map<string, string> }
	| { ok: false; status: 400 | 403 | 413; problem: 'cross-site' | 'too-large' | 'form' }

/**
 * A POST to the settings page or its download, judged as the sign-up is
 * (docs/decisions/015): the body's size (413), its origin (403: these forms
 * act on one person's data, so unlike RFC 8058's one-click unsubscribe, no
 * other site may post them), then a strict form body (400).
 */
export async function readPreferencesPost(
	request: Request,
	context: Readonly<RouterContextProvider>,
): Promise<PreferencesPost> {
	const { runtime, bodyTooLarge, crossSite } = requestFacts(context)
	if (bodyTooLarge) return { ok: false, status: 413, problem: 'too-large' }
	if (crossSite ?? !isSameSitePost(request.headers, request.url, runtime.config.allowedOrigins)) {
		return { ok: false, status: 403, problem: 'cross-site' }
	}
	const body = await readBodyWithLimit(request, maxBodyBytes)
	if (body === null) return { ok: false, status: 413, problem: 'too-large' }
	const form = parseFormBody(request.headers.get('content-type'), body, {
		allowed: preferenceFields,
		required: ['intent'],
	})
	if (!form.ok) return { ok: false, status: 400, problem: 'form' }
	return { ok: true, fields: form.fields }
}
