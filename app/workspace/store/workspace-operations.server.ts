import type { DatabaseSync } from 'node:sqlite'
import type { StaffRole } from '#app/workspace/staff-context.ts'
import * as passkeys from './passkeys.server.ts'
import * as builds from './site-builds.server.ts'
import * as staff from './staff.server.ts'

/**
 * The workspace's database operations (staff, sessions, passkeys, audit
 * log, builds), added to the database worker's registry
 * (app/newsletter/store/database-operations.server.ts) like the newsletter's.
 */
type Operation<Input, Output> = { write: boolean; run: (db: DatabaseSync, input: Input) => Output }
const read = <Input, Output>(run: (db: DatabaseSync, input: Input) => Output): Operation<Input, Output> => ({
	write: false,
	run,
})
const write = <Input, Output>(run: (db: DatabaseSync, input: Input) => Output): Operation<Input, Output> => ({
	write: true,
	run,
})

export const workspaceOperations = {
	addStaff: write(staff.addStaff),
	listStaff: read((db, _input: Record<string, never>) => staff.listStaff(db)),
	changeStaffRole: write((db, input: { id: number; role: StaffRole }) => staff.changeRole(db, input)),
	removeStaff: write(staff.removeStaff),
	createSignInLink: write(staff.createSignInLink),
	useSignInLink: write(staff.useSignInLink),
	createSession: write(staff.createSession),
	// A write: it may end an idle session or restart its idle clock.
	sessionStaff: write(staff.sessionStaff),
	endSession: write(staff.endSession),
	purgeStaffSecrets: write(staff.purgeStaffSecrets),
	audit: write(staff.audit),
	recentAudit: read(staff.recentAudit),

	addPasskey: write(passkeys.addPasskey),
	passkeysOf: read(passkeys.passkeysOf),
	passkeyById: read(passkeys.passkeyById),
	passkeyUsed: write(passkeys.passkeyUsed),
	removePasskey: write(passkeys.removePasskey),

	buildStarted: write(builds.buildStarted),
	buildFinished: write(builds.buildFinished),
	recentBuilds: read(builds.recentBuilds),
}
