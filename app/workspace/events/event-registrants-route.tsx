import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { getContent } from '#app/content/index.server.ts'
import { formatEventTime } from '#app/events/event-time.ts'
import { localeFromPathname, localizePath } from '#app/i18n/locales.ts'
import { workspaceContext } from '#app/workspace/workspace-context.ts'
import { requireStaff } from '#app/workspace/staff-context.ts'
import type { Route } from './+types/event-registrants-route'
import { messageRegistrantsAction } from './message-action.server.ts'
import { MessageForm } from './message-form.tsx'
import { RegistrantsTable } from './registrants-table.tsx'
import { eventRegistrants } from './registrants.server.ts'
import styles from './workspace-events.module.css'

/** /admin/events/<slug>: one event's registrants, the CSV export, and a form to write to them all (staff, any role). */
export async function loader(args: Route.LoaderArgs) {
	const staff = requireStaff(args, 'any')
	await args.context.get(workspaceContext)?.audit(staff, 'event.write-to-registrants', args.params.slug)
	const locale = localeFromPathname(args.url.pathname)
	const { event, registrants } = await eventRegistrants(args.context, args.params.slug, locale)
	return {
		locale,
		words: getContent(locale).words.workspaceEvents,
		event: { slug: event.id, title: event.title, when: formatEventTime(event, locale) ?? '' },
		questions: (event.registrations?.questions ?? []).map(({ id, label }) => ({ id, label })),
		registrants,
	}
}

export async function action(args: Route.ActionArgs) {
	requireStaff(args, 'any')
	const locale = localeFromPathname(args.url.pathname)
	return messageRegistrantsAction({ request: args.request, context: args.context, slug: args.params.slug, locale })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: loaderData ? `${loaderData.event.title} · ${loaderData.words.registrants}` : undefined },
	{ name: 'robots', content: 'noindex' },
]

export default function EventRegistrantsRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { words, event, questions, registrants, locale } = loaderData
	return (
		<>
			<PageHeader eyebrow={words.registrants} title={event.title} summary={event.when} />
			<div className={`container ${styles.page}`}>
				<p>
					<LocalizedLink to="/admin/events">{words.back}</LocalizedLink>
				</p>
				{registrants.length === 0 ? (
					<p>{words.none}</p>
				) : (
					<>
						<p>
							<a href={localizePath(`/admin/events/${event.slug}/registrants.csv`, locale)} download>
								{words.export}
							</a>
						</p>
						<RegistrantsTable words={words} questions={questions} registrants={registrants} />
					</>
				)}
				<MessageForm words={words.write} result={actionData} />
			</div>
		</>
	)
}
