import { getRecords } from '#app/content/index.server.ts'
import { localeConfig, localizePath } from '#app/i18n/locales.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { workspaceTime } from '#app/workspace/layout/workspace-time.ts'
import { requireStaff } from '#app/workspace/staff-context.ts'
import { backTo, readStaffPost } from '#app/workspace/staff-post.server.ts'
import { WorkspaceList } from '#app/workspace/workspace-list.tsx'
import type { Route } from './+types/applications-route'
import { ApplicationItem } from './application-item.tsx'
import { ApplicationTools } from './application-tools.tsx'
import { formFilter } from './form-filter.server.ts'

/**
 * The workspace's applications (/admin/applications): volunteer and Youth
 * Cabinet applications, newest first, one form or all; download as CSV;
 * erase one. Any staffer. Rendered per request, never prerendered.
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
	requireStaff({ request, context }, 'any')
	const { locale, content } = pageContext({ pattern })
	const url = new URL(request.url)
	const form = formFilter(url)
	const forms = getRecords(locale).applicationForms.map((record) => ({ id: record.id, title: record.title }))
	const titles = new Map(forms.map((record) => [record.id, record.title]))
	let applications = null
	try {
		const { runtime } = requestFacts(context)
		applications = (
			await runtime.useDatabase('Listing applications', (database) => database.applications({ form }))
		).map((application) => ({
			...application,
			formTitle: titles.get(application.form) ?? application.form,
			received: workspaceTime(application.receivedAt, locale),
			language: localeConfig[application.locale].label,
		}))
	} catch {
		// Logged by the runtime; the page says the database cannot be reached.
	}
	const exportPath = `${localizePath('/admin/applications/export.csv', locale)}${form ? `?form=${form}` : ''}`
	return {
		words: content.words.workspaceApplications,
		applications,
		forms,
		form,
		exportPath,
		done: url.searchParams.get('done'),
	}
}

export async function action(args: Route.ActionArgs) {
	const { id, runtime } = await readStaffPost(args, ['erase'])
	const erased = await runtime.useDatabase('Erasing an application', (database) => database.eraseApplication({ id }))
	return backTo(args.request, erased ? 'erased' : 'missing')
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: loaderData.words.title },
	{ name: 'robots', content: 'noindex' },
]

export default function ApplicationsRoute({ loaderData }: Route.ComponentProps) {
	const { words, applications, forms, form, exportPath, done } = loaderData
	return (
		<WorkspaceList
			words={words}
			items={applications}
			done={done}
			tools={<ApplicationTools words={words} forms={forms} form={form} exportPath={exportPath} />}
		>
			{applications?.map((application) => (
				<ApplicationItem key={application.id} application={application} words={words} />
			))}
		</WorkspaceList>
	)
}
