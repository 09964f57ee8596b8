import type { RouterContextProvider } from 'react-router'
import { isTokenShaped } from '#app/newsletter/store/tokens.server.ts'
import { deliver, mailSetting, registrableEvent, runtimeOf } from './registration.server.ts'

export type LinkState =
	'ready' | 'confirmed' | 'waiting' | 'already-confirmed' | 'cancelled' | 'invalid' | 'unavailable'

export const linkStatus: Record<LinkState, number> = {
	ready: 200,
	confirmed: 200,
	waiting: 200,
	'already-confirmed': 200,
	cancelled: 200,
	invalid: 404,
	unavailable: 503,
}

export const linkHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

type LinkArgs = { kind: 'confirm' | 'cancel'; token: string; context: Readonly<RouterContextProvider> }

/** Whether a confirm or cancel link is good (`ready`), without acting on it. */
export async function peekLink({ kind, token, context }: LinkArgs): Promise<LinkState> {
	if (!isTokenShaped(token)) return 'invalid'
	try {
		const event = await runtimeOf(context).database.registrationEvent({ kind, token, now: new Date() })
		return event ? 'ready' : 'invalid'
	} catch {
		return 'unavailable'
	}
}

/**
 * Acts on a confirm or cancel link: confirming takes a place or a spot on the
 * waiting list; cancelling frees a place for the waiting list. Their e-mails
 * go out once the write has committed.
 */
export async function followLink({ kind, token, context }: LinkArgs): Promise<LinkState> {
	if (!isTokenShaped(token)) return 'invalid'
	const runtime = runtimeOf(context)
	try {
		const now = new Date()
		const eventId = await runtime.database.registrationEvent({ kind, token, now })
		const event = eventId ? registrableEvent(eventId, 'en') : null
		if (!event) return kind === 'cancel' && eventId ? await cancelGone(runtime, token) : 'invalid'
		const input = {
			token,
			capacity: event.registrations?.capacity ?? null,
			setting: mailSetting(runtime, event.id, now),
		}
		const outcome =
			kind === 'confirm'
				? await runtime.database.confirmRegistration(input)
				: await runtime.database.cancelRegistration(input)
		deliver(runtime, outcome.queued)
		return outcome.state
	} catch {
		return 'unavailable'
	}
}

/** A registration whose event no longer takes registrations can still be cancelled (nobody is promoted). */
async function cancelGone(runtime: ReturnType<typeof runtimeOf>, token: string): Promise<LinkState> {
	const setting = {
		publicBaseUrl: runtime.config.publicBaseUrl,
		delivery: runtime.delivery.status,
		info: {} as never,
		now: new Date(),
	}
	const outcome = await runtime.database.cancelRegistration({ token, capacity: 0, setting })
	return outcome.state
}
