import { subscriberCsvRows } from '#app/newsletter/subscribers-csv.ts'
import { staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import type { Route } from './+types/subscribers-csv-route'

/** The confirmed subscribers as CSV (newsletter role), as `npm run subscribers -- export` writes them. In the audit log. */
export async function loader(args: Route.LoaderArgs) {
	const { staff, runtime } = staffPage(args, 'newsletter')
	const rows = await runtime.attempt('Exporting subscribers', () => runtime.database.confirmedSubscribers({}))
	await runtime.audit(staff, 'subscribers.export', `${rows.length} rows`)
	// With a byte-order mark, so spreadsheet programs read Chinese correctly.
	const body = `\uFEFF${[...subscriberCsvRows(rows, runtime.config.publicBaseUrl)].join('')}`
	return new Response(body, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
			'Cache-Control': 'no-store',
		},
	})
}
