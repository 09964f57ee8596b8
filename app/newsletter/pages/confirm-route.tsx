import { data } from 'react-router'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/confirm-route'
import { recordActionResult, recordedActionResult } from './action-result.server.ts'
import { LinkPage, LinkPageButton } from './link-page.tsx'
import linkStyles from './link-page.module.css'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { isUserNavigation } from './user-navigation.ts'

/** Without history, Back leads to the newsletter page, not to the token's parent path. */
export const handle: PageHandle = { backTo: '/newsletter' }

type State = 'ready' | 'confirmed' | 'already-confirmed' | 'invalid' | 'unavailable'
const status: Record<State, number> = {
	ready: 200,
	confirmed: 200,
	'already-confirmed': 200,
	invalid: 404,
	unavailable: 503,
}
const linkHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * The confirmation link of the e-mail (rendered per request: it carries a
 * token). A person who follows it is subscribed at once; a mail scanner that
 * merely fetches it sees a page with a button, and confirms nothing.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const { runtime } = requestFacts(context)
	let state: State | undefined = recordedActionResult<State>(context)
	try {
		state ??= await runtime.peekConfirmation(params.token)
		if (state === 'ready' && isUserNavigation(request.headers)) state = await runtime.confirm(params.token)
	} catch {
		state = 'unavailable'
	}
	return data(
		{ locale, state, words: getContent(locale).words.newsletterPages.confirm },
		{ status: status[state], headers: linkHeaders },
	)
}

/** The page's button, for anyone whose visit did not confirm at once. */
export async function action({ params, context }: Route.ActionArgs) {
	const { runtime } = requestFacts(context)
	let state: State
	try {
		state = await runtime.confirm(params.token)
	} catch {
		state = 'unavailable'
	}
	return data({ state: recordActionResult(context, state) }, { status: status[state], headers: linkHeaders })
}

const wordsKey = {
	ready: 'ready',
	confirmed: 'confirmed',
	'already-confirmed': 'alreadyConfirmed',
	invalid: 'invalid',
	unavailable: 'unavailable',
} as const

/** no-store and noindex: these pages are about one person's link. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
	new Headers([...loaderHeaders, ...actionHeaders])

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { words, locale, state } = loaderData
	return [
		...pageMeta({ ...words.meta, title: words[wordsKey[state]].title, locale, path: '/newsletter' }),
		{ name: 'robots', content: 'noindex' },
	]
}

export default function ConfirmRoute({ loaderData }: Route.ComponentProps) {
	const { words, state } = loaderData
	if (state === 'ready') {
		return (
			<LinkPage title={words.ready.title} text={words.ready.text} tone="ask">
				<LinkPageButton label={words.ready.button} />
			</LinkPage>
		)
	}
	const shown = words[wordsKey[state]]
	const tone = state === 'confirmed' || state === 'already-confirmed' ? 'done' : 'problem'
	return (
		<LinkPage title={shown.title} text={shown.text} tone={tone}>
			{state === 'invalid' ? (
				<LocalizedLink to="/newsletter" className={linkStyles.link}>
					{words.invalid.link}
				</LocalizedLink>
			) : tone === 'done' ? (
				<LocalizedLink to="/" className={linkStyles.link}>
					{words.home}
				</LocalizedLink>
			) : null}
		</LinkPage>
	)
}
