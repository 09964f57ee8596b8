import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import { requireStaff } from '#app/workspace/staff-context.ts'
import type { Route } from './+types/events-route'
import { eventRows } from './registrants.server.ts'
import styles from './workspace-events.module.css'

/** /admin/events: the events that take registrations on the site, with their places (staff, any role). */
export async function loader(args: Route.LoaderArgs) {
	requireStaff(args, 'any')
	const locale = localeFromPathname(args.url.pathname)
	return { words: getContent(locale).words.workspaceEvents, rows: await eventRows(args.context, locale) }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: loaderData?.words.title },
	{ name: 'robots', content: 'noindex' },
]

export default function WorkspaceEventsRoute({ loaderData }: Route.ComponentProps) {
	const { words, rows } = loaderData
	const columns = words.columns
	return (
		<>
			<PageHeader title={words.title} summary={words.intro} />
			<div className={`container ${styles.page}`}>
				{rows.length === 0 ? (
					<p>{words.empty}</p>
				) : (
					<div className={styles.tableWrap}>
						<table className={styles.table}>
							<thead>
								<tr>
									{[
										columns.event,
										columns.when,
										columns.places,
										columns.confirmed,
										columns.waiting,
										columns.pending,
									].map((label) => (
										<th key={label} scope="col">
											{label}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{rows.map((row) => (
									<tr key={row.slug}>
										<th scope="row">
											<LocalizedLink to={`/admin/events/${row.slug}`}>{row.title}</LocalizedLink>
										</th>
										<td>{row.when}</td>
										<td>{row.capacity ?? words.unlimited}</td>
										<td>{row.confirmed}</td>
										<td>{row.waiting}</td>
										<td>{row.pending}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				)}
			</div>
		</>
	)
}
