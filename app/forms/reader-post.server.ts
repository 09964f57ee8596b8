import { data, redirect, type RouterContextProvider } from 'react-router'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import type { NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import { parseFormBody } from '#app/newsletter/sign-up/form-body.ts'
import { readBodyWithLimit } from '#app/newsletter/sign-up/read-body.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { isSameSitePost } from '#app/newsletter/sign-up/request-origin.ts'
import { checkFields, type FieldSpec } from './fields.ts'
import { honeypotField } from './honeypot.ts'
import { maxFormBodyBytes } from './limits.ts'
import { refusalStatus, type FormRefusal, type FormResult } from './outcome.ts'

const noStore = { 'Cache-Control': 'no-store' }

export function refuse(refusal: FormRefusal, headers: Record<string, string> = {}) {
	const result: FormResult = { kind: 'refused', refusal }
	return data(result, { status: refusalStatus(refusal), headers: { ...noStore, ...headers } })
}

/** After a form was taken: 303 to the page's own notice (#sent), so a reload never posts again. */
export function sentRedirect(path: string, locale: Locale) {
	return redirect(`${localizePath(path, locale)}#sent`, { status: 303, headers: noStore })
}

/** Whether a POST came from another site's page: the server's verdict, or (tests, dev) the headers judged here. */
export function isCrossSite(request: Request, context: Readonly<RouterContextProvider>): boolean {
	const { runtime, crossSite } = requestFacts(context)
	return crossSite ?? !isSameSitePost(request.headers, request.url, runtime.config.allowedOrigins)
}

const answer = (refusal: FormRefusal, headers?: Record<string, string>) =>
	({ kind: 'answer', response: refuse(refusal, headers) }) as const

type Checked =
	| { kind: 'answer'; response: ReturnType<typeof refuse> | ReturnType<typeof data<FormResult>> }
	| { kind: 'trapped' }
	| { kind: 'valid'; values: Record<string, string>; runtime: NewsletterRuntime }

/**
 * A reader's form post, checked in the sign-up's order (app/newsletter/sign-up/):
 * method (405), size (413), origin (403: the server's verdict, `crossSite`),
 * rate (429, per form and client IP), form (400), then each answer (422 with
 * every problem). A filled honeypot is `trapped`: the caller answers as if it
 * had worked and stores nothing. `valid`: the answers, checked and trimmed.
 */
export async function checkReaderPost({
	request,
	context,
	form,
	fields,
}: {
	request: Request
	context: Readonly<RouterContextProvider>
	/** The rate limit's name for this form. */
	form: string
	fields: readonly FieldSpec[]
}): Promise<Checked> {
	if (request.method !== 'POST') {
		throw new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST', ...noStore } })
	}
	const { runtime, clientIp, bodyTooLarge } = requestFacts(context)
	if (bodyTooLarge) return answer('too-large')
	if (isCrossSite(request, context)) return answer('cross-site')
	if (clientIp !== null) {
		const { allowed, retryAfterSeconds } = await runtime.allowFormPost(form, clientIp)
		if (!allowed) return answer('rate-limited', { 'Retry-After': String(retryAfterSeconds) })
	}
	const body = await readBodyWithLimit(request, maxFormBodyBytes)
	if (body === null) return answer('too-large')
	// Optional questions left unanswered may be absent (an unticked choice sends nothing).
	const parsed = parseFormBody(request.headers.get('content-type'), body, {
		allowed: [...fields.map((field) => field.name), honeypotField],
		required: [],
	})
	if (!parsed.ok) return answer(parsed.problem)
	if (parsed.fields.get(honeypotField)) return { kind: 'trapped' }
	const checked = checkFields(fields, parsed.fields)
	if (!checked.ok) {
		const result: FormResult = { kind: 'invalid', problems: checked.problems, values: checked.values }
		return { kind: 'answer', response: data(result, { status: 422, headers: noStore }) }
	}
	return { kind: 'valid', values: checked.values, runtime }
}
