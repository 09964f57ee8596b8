import { redirect } from 'react-router'
import { staffContext } from '#app/workspace/staff-context.ts'
import { workspaceRuntime } from '#app/workspace/workspace-context.ts'
import { workspacePage } from '#app/workspace/layout/workspace-page.server.ts'
import { workspacePath } from '#app/workspace/layout/workspace-paths.ts'
import { clearedSessionCookie, readSessionCookie } from '#app/workspace/session-cookie.ts'
import type { Route } from './+types/sign-out-route'

/** Signing out (POST only): the session ends in the database and its cookie is cleared. */
export async function action(args: Route.ActionArgs) {
	const { locale } = workspacePage(args)
	const runtime = workspaceRuntime(args.context)
	const secure = runtime.config.secureCookies
	const session = readSessionCookie(args.request.headers.get('cookie'), secure)
	if (session) await runtime.signOut(session, args.context.get(staffContext)).catch(() => undefined)
	return redirect(`${workspacePath('signIn', locale)}?signed-out`, {
		headers: { 'Set-Cookie': clearedSessionCookie(secure) },
	})
}

export function loader({ request }: Route.LoaderArgs) {
	return redirect(new URL(request.url).pathname.replace(/sign-out$/, 'sign-in'))
}
