import { localizePath } from '#app/i18n/locales.ts'
import { staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import type { Route } from './+types/subscribers-csv-route'

/** RFC 4180: every field quoted, quotes doubled; a leading =, +, - or @ is defused for spreadsheets. */
const csvRow = (fields: (string | null)[]) =>
	`${fields.map((field) => `"${(field ?? '').replace(/^[=+\-@]/, "'$&").replaceAll('"', '""')}"`).join(',')}\r\n`

/** The confirmed subscribers as CSV (newsletter role), as `npm run subscribers -- export` writes them. In the audit log. */
export async function loader(args: Route.LoaderArgs) {
	const { staff, runtime } = staffPage(args, 'newsletter')
	const rows = await runtime.attempt('Exporting subscribers', () => runtime.database.confirmedSubscribers({}))
	await runtime.audit(staff, 'subscribers.export', `${rows.length} rows`)
	const base = runtime.config.publicBaseUrl
	const body =
		csvRow(['email', 'language', 'source_page', 'consented_at', 'consent_version', 'confirmed_at', 'unsubscribe_url']) +
		rows
			.map((row) =>
				csvRow([
					row.email,
					row.locale,
					row.source_page,
					row.consent_at,
					row.consent_version,
					row.confirmed_at,
					`${base}${localizePath(`/newsletter/unsubscribe/${row.unsubscribe_token}`, row.locale)}`,
				]),
			)
			.join('')
	return new Response(body, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
			'Cache-Control': 'no-store',
		},
	})
}
