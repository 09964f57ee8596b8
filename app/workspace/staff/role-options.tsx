import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import { staffRoles, type StaffRole } from '#app/workspace/staff-context.ts'

const roleName = (common: WorkspaceWords['common'], role: StaffRole) =>
	({ editor: common.roleEditor, newsletter: common.roleNewsletter, admin: common.roleAdmin })[role]

/** The roles as a select's options, by name. */
export function RoleOptions({ common }: { common: WorkspaceWords['common'] }) {
	return staffRoles.map((role) => (
		<option key={role} value={role}>
			{roleName(common, role)}
		</option>
	))
}
