import type { DatabaseSync } from 'node:sqlite'
import type { StaffRole } from '#app/workspace/staff-context.ts'
import * as passkeys from './passkeys.server.ts'
import * as builds from './site-builds.server.ts'
import * as desk from './newsletter-desk.server.ts'
import * as campaigns from '#app/newsletter/campaigns/store.ts'
import { confirmedSubscribers, removeAddress } from '#app/newsletter/store/subscribers.server.ts'
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

	subscriberCounts: read((db, _input: Record<string, never>) => desk.subscriberCounts(db)),
	weeklyGrowth: read(desk.weeklyGrowth),
	campaignSummaries: read((db, _input: Record<string, never>) => desk.campaignSummaries(db)),
	campaignPost: read(desk.campaignPost),
	changeCampaign: write(
		(db, { slug, event, reason }: { slug: string; event: 'pause' | 'resume' | 'cancel'; reason: string }) => {
			const result = campaigns.changeCampaign(db, slug, event, { reason })
			return result.ok
				? ({ ok: true, state: result.row.state } as const)
				: ({ ok: false, problem: result.problem } as const)
		},
	),
	confirmedSubscribers: read((db, _input: Record<string, never>) => confirmedSubscribers(db)),
	/** Erasure from the desk: the address and everything kept with it (a keyed hash is suppressed). */
	eraseAddress: write((db, { address, now }: { address: string; now: Date }) => removeAddress(db, address, now)),

	buildStarted: write(builds.buildStarted),
	buildFinished: write(builds.buildFinished),
	recentBuilds: read(builds.recentBuilds),
}
