import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import { RoleOptions } from './role-options.tsx'

/** Inviting a member of staff: name, address and role; they get a sign-in link. */
export function InviteForm({ words, common }: { words: WorkspaceWords['staff']; common: WorkspaceWords['common'] }) {
	return (
		<section aria-labelledby="invite" className={ui.section}>
			<h2 id="invite">{words.invite}</h2>
			<form method="post">
				<input type="hidden" name="intent" value="invite" />
				<div className={ui.field}>
					<label htmlFor="invite-name">{words.name}</label>
					<input id="invite-name" name="name" required autoComplete="off" />
				</div>
				<div className={ui.field}>
					<label htmlFor="invite-email">{words.email}</label>
					<input id="invite-email" name="email" type="email" required autoComplete="off" />
				</div>
				<div className={ui.field}>
					<label htmlFor="invite-role">{words.role}</label>
					<select id="invite-role" name="role" defaultValue="editor">
						<RoleOptions common={common} />
					</select>
				</div>
				<button type="submit" className={ui.small}>
					{words.inviteButton}
				</button>
			</form>
		</section>
	)
}
