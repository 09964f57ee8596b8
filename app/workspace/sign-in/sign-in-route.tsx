import { data } from 'react-router'
import { Island } from '#app/islands/island.tsx'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { NewsletterUnavailable } from '#app/newsletter/runtime.server.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { workspaceRuntime } from '#app/workspace/workspace-context.ts'
import { formText, workspacePage } from '#app/workspace/layout/workspace-page.server.ts'
import { safeNext, workspacePath } from '#app/workspace/layout/workspace-paths.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import type { Route } from './+types/sign-in-route'

export function loader(args: Route.LoaderArgs) {
	const { locale, words } = workspacePage(args)
	const url = new URL(args.request.url)
	return {
		locale,
		words: words.signIn,
		unavailable: words.common.unavailable,
		next: safeNext(url.searchParams.get('next'), locale),
		signedOut: url.searchParams.has('signed-out'),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.words.title }]

type Outcome = 'sent' | 'invalid-email' | 'limited' | 'unavailable'

/** Sends a sign-in link (the answer is the same whether or not the address is a staffer's). */
export async function action(args: Route.ActionArgs) {
	const { locale } = workspacePage(args)
	const form = await args.request.formData()
	const email = formText(form, 'email')
	const next = safeNext(formText(form, 'next'), locale)
	const answer = (outcome: Outcome, status = 200) => data({ outcome, email }, { status })
	if (!checkEmailAddress(email).ok) return answer('invalid-email', 400)
	try {
		const { clientIp } = requestFacts(args.context)
		const outcome = await workspaceRuntime(args.context).requestSignInLink({
			email,
			next,
			locale,
			clientIp: clientIp ?? 'unknown',
		})
		return outcome === 'limited' ? answer('limited', 429) : answer('sent')
	} catch (error) {
		if (error instanceof NewsletterUnavailable) return answer('unavailable', 503)
		throw error
	}
}

export default function SignInRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { words, next, signedOut, locale, unavailable } = loaderData
	if (actionData?.outcome === 'sent')
		return (
			<section aria-labelledby="sent">
				<h1 id="sent" className={ui.title}>
					{words.sentTitle}
				</h1>
				<output className={`${ui.intro} ${ui.block}`}>{fillText(words.sentText, { minutes: 15 })}</output>
				<a href={workspacePath('signIn', locale)}>{words.again}</a>
			</section>
		)
	const problem =
		actionData?.outcome === 'invalid-email'
			? words.invalidEmail
			: actionData?.outcome === 'limited'
				? words.limited
				: actionData?.outcome === 'unavailable'
					? unavailable
					: null
	return (
		<section aria-labelledby="sign-in">
			<h1 id="sign-in" className={ui.title}>
				{words.title}
			</h1>
			{signedOut ? <output className={`${ui.message} ${ui.block}`}>{words.signedOut}</output> : null}
			<p className={ui.intro}>{words.intro}</p>
			<form method="post" noValidate>
				<input type="hidden" name="next" value={next} />
				<div className={ui.field}>
					<label htmlFor="email">{words.email}</label>
					<input
						id="email"
						name="email"
						type="email"
						autoComplete="email"
						required
						defaultValue={actionData?.email}
						aria-invalid={problem ? true : undefined}
						aria-describedby={problem ? 'email-problem' : undefined}
					/>
					{problem ? (
						<p id="email-problem" className={ui.problem}>
							{problem}
						</p>
					) : null}
				</div>
				<button type="submit" className={ui.small}>
					{words.button}
				</button>
			</form>
			<Island name="passkey-sign-in" props={{ label: words.passkey, failed: words.passkeyFailed, next }} />
		</section>
	)
}
