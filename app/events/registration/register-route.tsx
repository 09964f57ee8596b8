import { PageHeader } from '#app/components/content/page-header.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { NotFoundBoundary, notFoundMeta } from '#app/components/layout/not-found-view.tsx'
import { eventPath } from '#app/events/event-paths.ts'
import { notFound } from '#app/lib/not-found.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/register-route'
import { registerAction } from './register-action.server.ts'
import { RegistrationBox } from './registration-box.tsx'
import { RegistrationMessage } from './registration-message.tsx'
import { registrableEvent, registrationView, runtimeOf } from './registration.server.ts'
import styles from './registration-form.module.css'

/**
 * /events/<slug>/register: where the event page's form posts. Without
 * JavaScript the answer is this page: "check your inbox", or the form again
 * with the reader's words and what to fix. Rendered per request.
 */
export async function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const event = registrableEvent(args.params.slug, locale)
	if (!event) throw notFound(locale)
	const view = await registrationView(runtimeOf(args.context), event, locale)
	return { locale, event, words: content.pages['/events'].registration, ...view }
}

export async function action(args: Route.ActionArgs) {
	const { locale } = pageContext(args)
	return registerAction({ request: args.request, context: args.context, locale, slug: args.params.slug })
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
	const merged = new Headers([...loaderHeaders, ...actionHeaders])
	merged.set('Cache-Control', 'no-store')
	return merged
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
	if (!loaderData) return notFoundMeta(error)
	const { event, words, locale } = loaderData
	return [
		...pageMeta({
			title: `${words.heading}: ${event.title}`,
			description: event.summary,
			locale,
			path: eventPath(event),
		}),
		{ name: 'robots', content: 'noindex' },
	]
}

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { event, words, locale, state, closes } = loaderData
	return (
		<>
			<PageHeader eyebrow={words.heading} title={event.title} />
			<div className="container">
				{actionData?.code === 'registered' ? (
					<div className={styles.box}>
						<RegistrationMessage id="registration-message" result={actionData} words={words} />
					</div>
				) : (
					<RegistrationBox
						event={event}
						locale={locale}
						words={words}
						state={state}
						closes={closes}
						result={actionData}
					/>
				)}
				<p>
					<LocalizedLink to={eventPath(event)}>{words.backToEvent}</LocalizedLink>
				</p>
			</div>
		</>
	)
}

export const ErrorBoundary = NotFoundBoundary
