import { data, type RouterContextProvider } from 'react-router'
import { deliver, mailSetting, registrableEvent, runtimeOf } from '#app/events/registration/registration.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { parseFormBody } from '#app/newsletter/sign-up/form-body.ts'
import { maxBodyBytes } from '#app/newsletter/sign-up/limits.ts'
import { readBodyWithLimit } from '#app/newsletter/sign-up/read-body.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { isSameSitePost } from '#app/newsletter/sign-up/request-origin.ts'
import { messageFields, type MessageResult } from './message-fields.ts'

const answer = (result: MessageResult, status: number) =>
	data(result, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Staff write to an event's registrants: one e-mail each through the outbox,
 * in one transaction, each with the event's details and the person's cancel
 * link. The caller has checked the staffer; this checks origin and form.
 */
export async function messageRegistrantsAction({
	request,
	context,
	slug,
	locale,
}: {
	request: Request
	context: Readonly<RouterContextProvider>
	slug: string
	locale: Locale
}) {
	const { crossSite, bodyTooLarge, runtime } = requestFacts(context)
	if (crossSite ?? !isSameSitePost(request.headers, request.url, runtime.config.allowedOrigins))
		return answer({ code: 'refused' }, 403)
	const event = registrableEvent(slug, locale)
	if (!event) throw new Response(null, { status: 404 })
	const body = bodyTooLarge ? null : await readBodyWithLimit(request, maxBodyBytes)
	if (body === null) return answer({ code: 'refused' }, 413)
	const form = parseFormBody(request.headers.get('content-type'), body, {
		allowed: Object.values(messageFields),
		required: Object.values(messageFields),
	})
	if (!form.ok) return answer({ code: 'refused' }, 400)
	const subject = form.fields.get(messageFields.subject)!.trim().replaceAll(/\s+/g, ' ').slice(0, 200)
	const text = form.fields.get(messageFields.message)!.trim()
	const audience = form.fields.get(messageFields.audience) === 'all' ? 'all' : 'confirmed'
	if (!subject || !text) return answer({ code: 'missing' }, 422)
	try {
		const live = runtimeOf(context)
		const queued = await live.database.messageRegistrants({
			message: { event: event.id, audience, subject, text },
			setting: mailSetting(live, event.id),
		})
		deliver(live, queued)
		return answer({ code: 'sent', sent: queued.length }, 200)
	} catch {
		return answer({ code: 'unavailable' }, 503)
	}
}
