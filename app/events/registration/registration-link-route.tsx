import { data } from 'react-router'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { recordActionResult, recordedActionResult } from '#app/newsletter/pages/action-result.server.ts'
import { LinkPage, LinkPageButton } from '#app/newsletter/pages/link-page.tsx'
import linkStyles from '#app/newsletter/pages/link-page.module.css'
import { isUserNavigation } from '#app/newsletter/pages/user-navigation.ts'
import type { Route } from './+types/registration-link-route'
import { followLink, linkHeaders, linkStatus, peekLink, type LinkState } from './registration-link.server.ts'

/** Without history, Back leads to the events. */
export const handle: PageHandle = { backTo: '/events' }

const kindOf = (pathname: string) => (pathname.includes('/registration/cancel/') ? 'cancel' : 'confirm')

/**
 * The links of the registration e-mails: /events/registration/confirm/<token>
 * and /events/registration/cancel/<token> (rendered per request). Confirming
 * acts at once for a person's navigation, as the newsletter's confirmation
 * does; a mail scanner that fetches the link sees a button and changes
 * nothing. Cancelling always asks first, with a button.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const kind = kindOf(url.pathname)
	let state: LinkState | undefined = recordedActionResult<LinkState>(context)
	state ??= await peekLink({ kind, token: params.token, context })
	if (state === 'ready' && kind === 'confirm' && isUserNavigation(request.headers))
		state = await followLink({ kind, token: params.token, context })
	const words = getContent(locale).words.eventRegistration
	return data({ locale, kind, state, words }, { status: linkStatus[state], headers: linkHeaders })
}

export async function action({ params, context, url }: Route.ActionArgs) {
	const state = await followLink({ kind: kindOf(url.pathname), token: params.token, context })
	return data({ state: recordActionResult(context, state) }, { status: linkStatus[state], headers: linkHeaders })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
	new Headers([...loaderHeaders, ...actionHeaders])

type Shown = { title: string; text: string; button?: string }

function shown({ kind, state, words }: Route.ComponentProps['loaderData']): Shown {
	const page: Record<string, Shown | undefined> = kind === 'cancel' ? words.cancelPage : words.confirmPage
	const key = state === 'already-confirmed' ? 'alreadyConfirmed' : state
	return page[key] ?? page.invalid!
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta({
		title: shown(loaderData).title,
		description: shown(loaderData).text,
		locale: loaderData.locale,
		path: '/events',
	}),
	{ name: 'robots', content: 'noindex' },
]

export default function RegistrationLinkRoute({ loaderData }: Route.ComponentProps) {
	const { state, words } = loaderData
	const page = shown(loaderData)
	if (state === 'ready') {
		return (
			<LinkPage title={page.title} text={page.text} tone="ask">
				<LinkPageButton label={page.button ?? page.title} />
			</LinkPage>
		)
	}
	const tone = state === 'invalid' || state === 'unavailable' ? 'problem' : 'done'
	return (
		<LinkPage title={page.title} text={page.text} tone={tone}>
			<LocalizedLink to="/events" className={linkStyles.link}>
				{words.home}
			</LocalizedLink>
		</LinkPage>
	)
}
