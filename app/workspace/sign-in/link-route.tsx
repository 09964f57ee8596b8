import { data, redirect } from 'react-router'
import { NewsletterUnavailable } from '#app/newsletter/runtime.server.ts'
import { workspaceRuntime } from '#app/workspace/workspace-context.ts'
import { workspacePage } from '#app/workspace/layout/workspace-page.server.ts'
import { safeNext, workspacePath } from '#app/workspace/layout/workspace-paths.ts'
import { sessionCookie } from '#app/workspace/session-cookie.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import type { Route } from './+types/link-route'

/**
 * The page an e-mailed sign-in link opens. Opening it signs no one in: mail
 * scanners open links too, and would use up a single-use link. The button
 * (a POST) uses the link, starts a new session and sets its cookie.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, words } = workspacePage(args)
	return { locale, words: words.signIn, unavailable: words.common.unavailable }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.words.linkTitle }]

export async function action(args: Route.ActionArgs) {
	const { locale } = workspacePage(args)
	const runtime = workspaceRuntime(args.context)
	try {
		const outcome = await runtime.signInWithLink(args.params.token.toLowerCase())
		if (typeof outcome === 'string') return data({ outcome }, { status: outcome === 'invalid' ? 404 : 410 })
		const cookie = sessionCookie(outcome.sessionId, {
			secure: runtime.config.secureCookies,
			maxAgeMs: runtime.config.sessionMaxMs,
		})
		return redirect(safeNext(outcome.next, locale), { headers: { 'Set-Cookie': cookie } })
	} catch (error) {
		if (error instanceof NewsletterUnavailable) return data({ outcome: 'unavailable' as const }, { status: 503 })
		throw error
	}
}

export default function SignInLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { words, locale, unavailable } = loaderData
	const problem =
		actionData?.outcome === 'used'
			? words.linkUsed
			: actionData?.outcome === 'expired'
				? words.linkExpired
				: actionData?.outcome === 'invalid'
					? words.linkInvalid
					: actionData?.outcome === 'unavailable'
						? unavailable
						: null
	return (
		<section aria-labelledby="link">
			<h1 id="link" className={ui.title}>
				{words.linkTitle}
			</h1>
			{problem ? (
				<>
					<p className={ui.problem} role="alert">
						{problem}
					</p>
					<a href={workspacePath('signIn', locale)}>{words.again}</a>
				</>
			) : (
				<>
					<p className={ui.intro}>{words.linkText}</p>
					<form method="post">
						<button type="submit" className={ui.small}>
							{words.linkButton}
						</button>
					</form>
				</>
			)}
		</section>
	)
}
