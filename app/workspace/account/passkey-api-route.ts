import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { data } from 'react-router'
import { localeFromPathname } from '#app/i18n/locales.ts'
import { requireStaff } from '#app/workspace/staff-context.ts'
import { workspaceRuntime } from '#app/workspace/workspace-context.ts'
import { safeNext } from '#app/workspace/layout/workspace-paths.ts'
import { sessionCookie } from '#app/workspace/session-cookie.ts'
import type { Route } from './+types/passkey-api-route'

/**
 * The passkey steps the islands call (POST, JSON): options to sign in, the
 * signed answer (a new session), options to add a passkey and the new
 * passkey (signed-in staff only). Each challenge works once (app/workspace/passkeys.server.ts).
 */
export async function action(args: Route.ActionArgs) {
	const runtime = workspaceRuntime(args.context)
	const { passkeys, config } = runtime
	const body = (await args.request.json().catch(() => ({}))) as { response?: unknown; next?: string; label?: string }
	switch (args.params.step) {
		case 'sign-in-options':
			return passkeys.authenticationOptions()
		case 'sign-in': {
			const staff = body.response ? await passkeys.authenticate(body.response as AuthenticationResponseJSON) : null
			if (!staff) return data({ error: 'refused' }, { status: 401 })
			const sessionId = await runtime.startSession(staff, 'sign-in.passkey')
			const locale = localeFromPathname(new URL(args.request.url).pathname)
			return data(
				{ next: safeNext(body.next, locale) },
				{
					headers: {
						'Set-Cookie': sessionCookie(sessionId, { secure: config.secureCookies, maxAgeMs: config.sessionMaxMs }),
					},
				},
			)
		}
		case 'add-options':
			return passkeys.registrationOptions(requireStaff(args, 'any'))
		case 'add': {
			const staff = requireStaff(args, 'any')
			const added = body.response
				? await passkeys.register(staff, body.response as RegistrationResponseJSON, String(body.label ?? ''))
				: false
			return added ? { added } : data({ error: 'refused' }, { status: 400 })
		}
		default:
			return data({ error: 'unknown step' }, { status: 404 })
	}
}
