import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { requireStaff } from '#app/workspace/staff-context.ts'
import type { Route } from './+types/export-route'
import { applicationsCsv } from './applications-csv.ts'
import { formFilter } from './form-filter.server.ts'

/** /admin/applications/export.csv[?form=…]: the applications kept, as a CSV download, for a signed-in staffer. */
export async function loader({ request, context }: Route.LoaderArgs) {
	requireStaff({ request, context }, 'any')
	const form = formFilter(new URL(request.url))
	const { runtime } = requestFacts(context)
	const applications = await runtime
		.useDatabase('Exporting applications', (database) => database.applications({ form }))
		.catch(() => null)
	if (!applications) return new Response('The database cannot be reached.', { status: 503 })
	return new Response(applicationsCsv(applications), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="applications${form ? `-${form}` : ''}.csv"`,
			'Cache-Control': 'no-store',
		},
	})
}
