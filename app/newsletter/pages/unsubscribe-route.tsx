import { data } from 'react-router'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { site } from '#app/config/site.ts'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/unsubscribe-route'
import { recordActionResult, recordedActionResult } from './action-result.server.ts'
import { LinkPage, LinkPageButton } from './link-page.tsx'
import linkStyles from './link-page.module.css'
import { maxBodyBytes } from '#app/newsletter/sign-up/limits.ts'
import { readBodyWithLimit } from '#app/newsletter/sign-up/read-body.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { isUserNavigation } from './user-navigation.ts'

export const handle: PageHandle = { backTo: '/newsletter' }

type State = 'ready' | 'unsubscribed' | 'invalid' | 'unavailable'
const status: Record<State, number> = { ready: 200, unsubscribed: 200, invalid: 404, unavailable: 503 }
const linkHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * The unsubscribe link of every e-mail, and its List-Unsubscribe header.
 * A person who follows it is unsubscribed at once (no login, nothing to type);
 * a scanner that fetches it sees a button. A POST — that button, or a mail
 * app's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, no
 * cookies, from any origin) — unsubscribes. Leaving deletes the address.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const { runtime } = requestFacts(context)
	let state: State | undefined = recordedActionResult<State>(context)
	try {
		state ??= await runtime.peekUnsubscribe(params.token)
		if (state === 'ready' && isUserNavigation(request.headers)) state = await runtime.unsubscribe(params.token)
	} catch {
		state = 'unavailable'
	}
	return data(
		{ locale, state, words: getContent(locale).words.newsletterPages.unsubscribe },
		{ status: status[state], headers: linkHeaders },
	)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { runtime, bodyTooLarge } = requestFacts(context)
	// The body says nothing we need (RFC 8058 sends `List-Unsubscribe=One-Click`), but it is bounded all the same.
	if (bodyTooLarge || (await readBodyWithLimit(request, maxBodyBytes)) === null) {
		return data({ state: recordActionResult<State>(context, 'ready') }, { status: 413, headers: linkHeaders })
	}
	let state: State
	try {
		state = await runtime.unsubscribe(params.token)
	} catch {
		state = 'unavailable'
	}
	return data({ state: recordActionResult(context, state) }, { status: status[state], headers: linkHeaders })
}

/** no-store and noindex: these pages are about one person's link. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
	new Headers([...loaderHeaders, ...actionHeaders])

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { words, locale, state } = loaderData
	return [
		...pageMeta({ ...words.meta, title: words[state].title, locale, path: '/newsletter' }),
		{ name: 'robots', content: 'noindex' },
	]
}

export default function UnsubscribeRoute({ loaderData }: Route.ComponentProps) {
	const { words, state } = loaderData
	if (state === 'ready') {
		return (
			<LinkPage title={words.ready.title} text={words.ready.text} tone="ask">
				<LinkPageButton label={words.ready.button} />
			</LinkPage>
		)
	}
	return (
		<LinkPage title={words[state].title} text={words[state].text} tone={state === 'unsubscribed' ? 'done' : 'problem'}>
			{state === 'unsubscribed' ? (
				<LocalizedLink to="/newsletter" className={linkStyles.link}>
					{words.signUpAgain}
				</LocalizedLink>
			) : (
				<a href={`mailto:${site.email.value}`} className={linkStyles.link}>
					{words.contact.replace('{email}', site.email.value)}
				</a>
			)}
		</LinkPage>
	)
}
