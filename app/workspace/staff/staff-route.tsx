import { data } from 'react-router'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { isStaffRole } from '#app/workspace/staff-context.ts'
import { formText, staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import { workspacePath } from '#app/workspace/layout/workspace-paths.ts'
import { ActionMessage } from '#app/workspace/layout/action-message.tsx'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import type { Route } from './+types/staff-route'
import { StaffList } from './staff-list.tsx'
import { InviteForm } from './invite-form.tsx'
import { AuditLog } from './audit-log.tsx'

export async function loader(args: Route.LoaderArgs) {
	const { locale, words, runtime, staff } = staffPage(args, 'admin')
	const [members, audit] = await Promise.all([
		runtime.attempt('Listing staff', () => runtime.database.listStaff({})),
		runtime.attempt('Reading the audit log', () => runtime.database.recentAudit({ limit: 30 })),
	])
	return { locale, words: words.staff, common: words.common, members, audit, me: staff.id }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.words.title }]

/** Invite (an account and a sign-in link), change a role, remove: admins only, each in the audit log. */
const answer = (ok: boolean, message: string, status = ok ? 200 : 400) => data({ ok, message }, { status })

export async function action(args: Route.ActionArgs) {
	const { staff, runtime, words, locale } = staffPage(args, 'admin')
	const form = await args.request.formData()
	const intent = formText(form, 'intent')
	const role = formText(form, 'role')
	if (intent === 'invite') {
		const name = formText(form, 'name')
		const checked = checkEmailAddress(formText(form, 'email'))
		if (!name || !checked.ok || !isStaffRole(role)) return answer(false, words.common.refused)
		const { staff: invited } = await runtime.attempt('Inviting staff', () =>
			runtime.database.addStaff({ email: checked.address, name, role, now: new Date() }),
		)
		await runtime.audit(staff, 'staff.invite', `${invited.email} (${invited.role})`)
		await runtime.requestSignInLink({
			email: invited.email,
			next: workspacePath('publishing', locale),
			locale,
			clientIp: requestFacts(args.context).clientIp ?? 'unknown',
		})
		return answer(true, fillText(words.staff.invited, { address: invited.email }))
	}
	const id = Number(formText(form, 'id'))
	if (intent === 'role' && isStaffRole(role)) {
		const outcome = await runtime.attempt('Changing a role', () => runtime.database.changeStaffRole({ id, role }))
		await runtime.audit(staff, `staff.role.${outcome}`, `#${id} → ${role}`)
		if (outcome === 'changed') return answer(true, words.common.done)
		return answer(false, outcome === 'last-admin' ? words.staff.lastAdmin : words.common.refused, 409)
	}
	if (intent === 'remove') {
		const outcome = await runtime.attempt('Removing staff', () => runtime.database.removeStaff({ id }))
		await runtime.audit(staff, `staff.remove.${outcome}`, `#${id}`)
		if (outcome === 'removed') return answer(true, words.common.done)
		return answer(false, outcome === 'last-admin' ? words.staff.lastAdmin : words.common.refused, 409)
	}
	return answer(false, words.common.refused)
}

export default function StaffRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { words, common, members, audit, locale } = loaderData
	return (
		<>
			<h1 className={ui.title}>{words.title}</h1>
			<ActionMessage answer={actionData} />
			<StaffList words={words} common={common} members={members} />
			<InviteForm words={words} common={common} />
			<AuditLog title={words.audit} commandLine={words.commandLine} entries={audit} locale={locale} />
		</>
	)
}
