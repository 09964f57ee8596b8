import { data, type RouterContextProvider } from 'react-router'
import type { Locale } from '#app/i18n/locales.ts'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { parseFormBody } from '#app/newsletter/sign-up/form-body.ts'
import { maxBodyBytes } from '#app/newsletter/sign-up/limits.ts'
import { readBodyWithLimit } from '#app/newsletter/sign-up/read-body.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { isSameSitePost } from '#app/newsletter/sign-up/request-origin.ts'
import { eventInstants } from '#app/events/event-time.ts'
import { deliver, mailSetting, registrableEvent } from './registration.server.ts'
import { registerFields, type RegisterCode, type RegisterResult } from './register-fields.ts'
import { registrationPolicy } from './registration-policy.ts'
import { registrationState } from './registration-state.ts'

const questionField = (id: string) => `${registerFields.question}${id}`

const statusOf: Record<RegisterCode, number> = {
	registered: 200,
	invalid: 422,
	closed: 409,
	refused: 403,
	wait: 429,
	unavailable: 503,
}

function answer(result: RegisterResult, status = statusOf[result.code], headers: Record<string, string> = {}) {
	return data(result, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * The registration action, checking as the newsletter's sign-up does
 * (app/newsletter/sign-up/): method, size (413), origin (403), rate (429), form
 * (400), fields (422), the honeypot (a robot gets the normal answer, nothing
 * is stored), whether registration is open (409), then the write, answered once
 * committed (200) or failed (503). New and repeat registrations get the same answer.
 */
export async function registerAction({
	request,
	context,
	locale,
	slug,
}: {
	request: Request
	context: Readonly<RouterContextProvider>
	locale: Locale
	slug: string
}) {
	if (request.method !== 'POST') throw new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } })
	const event = registrableEvent(slug, locale)
	if (!event) throw new Response(null, { status: 404 })
	const { runtime, clientIp, bodyTooLarge, crossSite } = requestFacts(context)
	if (bodyTooLarge) return answer({ code: 'refused' }, 413)
	if (crossSite ?? !isSameSitePost(request.headers, request.url, runtime.config.allowedOrigins)) {
		return answer({ code: 'refused' })
	}
	if (clientIp !== null) {
		const { allowed, retryAfterSeconds } = await runtime.allowSignUp(clientIp)
		if (!allowed) return answer({ code: 'wait' }, 429, { 'Retry-After': String(retryAfterSeconds) })
	}
	const body = await readBodyWithLimit(request, maxBodyBytes)
	if (body === null) return answer({ code: 'refused' }, 413)
	const questions = event.registrations!.questions
	const form = parseFormBody(request.headers.get('content-type'), body, {
		allowed: [
			registerFields.name,
			registerFields.email,
			registerFields.honeypot,
			...questions.map((q) => questionField(q.id)),
		],
		required: [registerFields.name, registerFields.email],
	})
	if (!form.ok) return answer({ code: 'invalid' }, 400)
	const name = form.fields.get(registerFields.name)!.trim().slice(0, 200)
	const typed = form.fields.get(registerFields.email)!.slice(0, 320)
	const answers = Object.fromEntries(
		questions.map((q) => [
			q.id,
			(form.fields.get(questionField(q.id)) ?? '').trim().slice(0, registrationPolicy.maxAnswerLength),
		]),
	)
	const checked = checkEmailAddress(typed)
	const problems = [
		...(name ? [] : [registerFields.name]),
		...(checked.ok ? [] : [registerFields.email]),
		...questions.filter((q) => q.required && !answers[q.id]).map((q) => questionField(q.id)),
	]
	const values = { name, email: typed, answers }
	if (problems.length > 0 || !checked.ok) return answer({ code: 'invalid', values, problems })
	if (form.fields.get(registerFields.honeypot)) return answer({ code: 'registered' })
	const now = new Date()
	// Open, or full (the waiting list): only a closed registration refuses.
	if (registrationState(event, now, 0).kind === 'closed') return answer({ code: 'closed' })

	const instants = eventInstants(event)!
	try {
		const queued = await runtime.database.register({
			input: {
				event: event.id,
				address: checked.address,
				name,
				locale,
				answers,
				eventStart: instants.start,
				eventEnd: instants.end,
			},
			setting: mailSetting(runtime, event.id, now),
		})
		if (queued) deliver(runtime, [queued])
	} catch {
		return answer({ code: 'unavailable', values }, 503, { 'Retry-After': '60' })
	}
	return answer({ code: 'registered' })
}
