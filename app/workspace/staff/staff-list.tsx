import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import type { Staff } from '#app/workspace/staff-context.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import { RoleOptions } from './role-options.tsx'

/** Everyone who may sign in: their role (changeable) and a remove button. */
export function StaffList({
	words,
	common,
	members,
}: {
	words: WorkspaceWords['staff']
	common: WorkspaceWords['common']
	members: (Staff & { passkeys: number })[]
}) {
	return (
		<section aria-labelledby="members" className={ui.section}>
			<h2 id="members">{words.title}</h2>
			<div className={ui.tableWrap}>
				<table className={ui.table}>
					<thead>
						<tr>
							<th scope="col">{words.name}</th>
							<th scope="col">{words.email}</th>
							<th scope="col">{words.role}</th>
							<th scope="col">
								<span className="visually-hidden">{words.remove}</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{members.map((member) => (
							<tr key={member.id}>
								<td>{member.name}</td>
								<td>{member.email}</td>
								<td>
									<form method="post" className={ui.inline}>
										<input type="hidden" name="intent" value="role" />
										<input type="hidden" name="id" value={member.id} />
										<select name="role" defaultValue={member.role} aria-label={`${words.role}: ${member.name}`}>
											<RoleOptions common={common} />
										</select>
										<button type="submit" className={ui.small}>
											{words.change}
										</button>
									</form>
								</td>
								<td>
									<form method="post">
										<input type="hidden" name="intent" value="remove" />
										<input type="hidden" name="id" value={member.id} />
										<button
											type="submit"
											className={ui.small}
											aria-label={fillText(words.removeLabel, { name: member.name })}
										>
											{words.remove}
										</button>
									</form>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	)
}
