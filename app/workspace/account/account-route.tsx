import { data } from 'react-router'
import { Island } from '#app/islands/island.tsx'
import { formText, staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import { workspaceTime } from '#app/workspace/layout/workspace-time.ts'
import { ActionMessage } from '#app/workspace/layout/action-message.tsx'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import type { Route } from './+types/account-route'

export async function loader(args: Route.LoaderArgs) {
	const { locale, words, runtime, staff } = staffPage(args, 'any')
	const passkeys = (await runtime.passkeys.list(staff)).map(({ credentialId, label, createdAt, lastUsedAt }) => ({
		credentialId,
		label,
		createdAt,
		lastUsedAt,
	}))
	return { locale, words: words.account, common: words.common, staff, passkeys }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.words.title }]

/** Removing one of the staffer's own passkeys. */
export async function action(args: Route.ActionArgs) {
	const { staff, runtime, words } = staffPage(args, 'any')
	const form = await args.request.formData()
	const removed = await runtime.passkeys.remove(staff, formText(form, 'credential'))
	return removed
		? { ok: true, message: words.common.done }
		: data({ ok: false, message: words.common.refused }, { status: 404 })
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { words, staff, passkeys, locale } = loaderData
	return (
		<>
			<h1 className={ui.title}>{words.title}</h1>
			<p>
				{staff.name} · {staff.email}
			</p>
			<ActionMessage answer={actionData} />
			<section aria-labelledby="passkeys" className={ui.section}>
				<h2 id="passkeys">{words.passkeys}</h2>
				<p className={ui.muted}>{words.intro}</p>
				{passkeys.length === 0 ? (
					<p>{words.none}</p>
				) : (
					<table className={ui.table}>
						<thead>
							<tr>
								<th scope="col">{words.label}</th>
								<th scope="col">{words.created}</th>
								<th scope="col">{words.lastUsed}</th>
								<th scope="col">
									<span className="visually-hidden">{words.remove}</span>
								</th>
							</tr>
						</thead>
						<tbody>
							{passkeys.map((key) => (
								<tr key={key.credentialId}>
									<td>{key.label}</td>
									<td>{workspaceTime(key.createdAt, locale)}</td>
									<td>{key.lastUsedAt ? workspaceTime(key.lastUsedAt, locale) : words.never}</td>
									<td>
										<form method="post">
											<input type="hidden" name="credential" value={key.credentialId} />
											<button type="submit" className={ui.small} aria-label={`${words.remove}: ${key.label}`}>
												{words.remove}
											</button>
										</form>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				)}
				<Island
					name="passkey-add"
					props={{
						words: {
							label: words.label,
							add: words.add,
							added: words.added,
							unsupported: words.unsupported,
							needsScript: words.needsScript,
							failed: words.failed,
						},
					}}
				/>
			</section>
		</>
	)
}
