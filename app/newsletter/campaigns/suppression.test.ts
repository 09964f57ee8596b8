// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { suppress } from '#app/newsletter/store/suppressions.server.ts'
import { planCampaigns } from './state-machine.ts'
import * as store from './store.ts'
import { fixturePost, seedSubscribers } from '#tests/support/campaign-fixtures.ts'

let dir: string
let db: DatabaseSync
const now = new Date('2026-11-23T10:00:00Z')

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'campaign-suppression-'))
	db = openDatabase(join(dir, 'db.sqlite'))
})
afterEach(() => {
	db.close()
	rmSync(dir, { recursive: true, force: true })
})

describe('campaigns and the suppression list', () => {
	it('never send to a suppressed address, even one left confirmed in the table, and still finish', () => {
		seedSubscribers(db, 6, { status: 'confirmed', at: now })
		const emails = (db.prepare('SELECT email FROM subscribers ORDER BY id').all() as { email: string }[]).map(
			(row) => row.email,
		)
		// As if an import had put them back, or a suppression came between the campaign's start and the send.
		suppress(db, emails[1]!, 'complaint', now)
		suppress(db, emails[4]!.toUpperCase(), 'erasure', now)
		const plan = planCampaigns([fixturePost('winter')], [], '2026-11-23')
		store.applyManifestActions(db, plan, now, 0)
		const [started] = store.startDueCampaigns(db, now)
		const id = started!.row.id

		const claimed = store.claimRecipients(db, id, now, 100)
		expect(claimed.map((row) => row.email)).toEqual([emails[0], emails[2], emails[3], emails[5]])
		for (const row of claimed) store.markSubmitted(db, id, row.subscriberId)
		store.markSent(
			db,
			id,
			claimed.map((row) => row.subscriberId),
			now,
		)
		expect(store.recipientCounts(db, id)).toMatchObject({ sent: 4, failed: 2, pending: 0 })
		expect(db.prepare("SELECT count(*) AS n FROM campaign_recipients WHERE last_error = 'suppressed'").get()).toEqual({
			n: 2,
		})
		expect(store.claimRecipients(db, id, now, 100)).toEqual([])
		expect(store.finishIfDone(db, id, now)).toBe(true)
	})
})
