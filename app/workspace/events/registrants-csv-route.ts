import { localeFromPathname } from '#app/i18n/locales.ts'
import { csvFile } from '#app/lib/format/csv.ts'
import { requireStaff } from '#app/workspace/staff-context.ts'
import type { Route } from './+types/registrants-csv-route'
import { eventRegistrants } from './registrants.server.ts'

/**
 * /admin/events/<slug>/registrants.csv: the registrants of one event (staff,
 * any role), one row each, a column per question, UTF-8 with a byte-order
 * mark so spreadsheet programs read Chinese names correctly.
 */
export async function loader(args: Route.LoaderArgs) {
	requireStaff(args, 'any')
	const locale = localeFromPathname(args.url.pathname)
	const { event, registrants } = await eventRegistrants(args.context, args.params.slug, locale)
	const questions = event.registrations?.questions ?? []
	const header = ['name', 'email', 'language', 'status', 'placed_at', 'registered_at', ...questions.map((q) => q.id)]
	const rows = registrants.map((r) => [
		r.name,
		r.email,
		r.locale,
		r.status,
		r.placedAt ?? '',
		r.createdAt,
		...questions.map((q) => r.answers[q.id] ?? ''),
	])
	const body = csvFile([header, ...rows])
	return new Response(body, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="registrants-${event.id}.csv"`,
			'Cache-Control': 'no-store',
		},
	})
}
