// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { unsubscribe } from '#app/newsletter/store/subscribers.server.ts'
import { planCampaigns } from './state-machine.ts'
import * as store from './store.ts'
import { fixturePost, seedSubscribers } from '#tests/support/campaign-fixtures.ts'

let dir: string
let db: DatabaseSync
const now = new Date('2026-11-23T10:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)

const seed = (count: number, status: 'confirmed' | 'pending' = 'confirmed') =>
	seedSubscribers(db, count, { status, at: now })

function createCampaign(slug = 'winter', graceMs = 0) {
	const plan = planCampaigns([fixturePost(slug)], store.listCampaigns(db).map(store.knownCampaign), '2026-11-23')
	store.applyManifestActions(db, plan, now, graceMs)
	return store.campaignBySlug(db, slug)!
}

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'campaign-store-'))
	db = openDatabase(join(dir, 'db.sqlite'))
})
afterEach(() => {
	db.close()
	rmSync(dir, { recursive: true, force: true })
})

describe('campaign store', () => {
	it('starts a campaign only after its grace period, for the subscribers confirmed then, one row each', () => {
		seed(30)
		seed(5, 'pending')
		createCampaign('winter', 60_000)
		expect(store.startDueCampaigns(db, later(59_000))).toEqual([])
		const [started] = store.startDueCampaigns(db, later(60_000))
		expect(started!.recipients).toBe(30)
		expect(store.startDueCampaigns(db, later(120_000))).toEqual([])
		expect(store.recipientCounts(db, started!.row.id)).toEqual({
			pending: 30,
			sending: 0,
			submitted: 0,
			sent: 0,
			failed: 0,
		})
		// A second row for the same subscriber is impossible.
		expect(() =>
			db
				.prepare(
					"INSERT INTO campaign_recipients (campaign_id, subscriber_id, state, next_attempt_at) VALUES (?, 1, 'pending', '')",
				)
				.run(started!.row.id),
		).toThrow(/UNIQUE|PRIMARY KEY/)
	})

	it('a post switched off in its grace period is cancelled and sends nothing', () => {
		seed(3)
		const campaign = createCampaign('winter', 60_000)
		const off = planCampaigns(
			[fixturePost('winter', { sendToSubscribers: false })],
			[store.knownCampaign(campaign)],
			'2026-11-23',
		)
		store.applyManifestActions(db, off, later(1000), 60_000)
		expect(store.campaignBySlug(db, 'winter')).toMatchObject({ state: 'cancelled', cancelled_by: 'post' })
		expect(store.startDueCampaigns(db, later(3_600_000))).toEqual([])
		expect(db.prepare('SELECT count(*) AS n FROM campaign_recipients').get()).toEqual({ n: 0 })
	})

	it('claims each recipient once; after a crash, claimed and unanswered (submitted) rows are sent again', () => {
		seed(10)
		const { id } = createCampaign()
		store.startDueCampaigns(db, now)
		const first = store.claimRecipients(db, id, now, 4)
		const second = store.claimRecipients(db, id, now, 4)
		expect(first.map((r) => r.subscriberId)).toEqual([1, 2, 3, 4])
		expect(second.map((r) => r.subscriberId)).toEqual([5, 6, 7, 8])
		expect(first[1]).toMatchObject({ email: 'reader.confirmed.1@example.org', locale: 'zh-hans' })
		store.markSubmitted(db, id, 1)
		store.markSubmitted(db, id, 2)
		store.markSent(db, id, [1], now)
		// Crash: 1 sent, 2 submitted (end of data written, no answer recorded), 3–8 claimed.
		expect(store.recoverRecipients(db)).toEqual({ requeued: 7, unanswered: 1 })
		expect(store.recipientCounts(db, id)).toMatchObject({ pending: 9, sent: 1, sending: 0, submitted: 0 })
		expect(store.claimRecipients(db, id, now, 100).map((r) => r.subscriberId)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10])
	})

	it('retries after the backoff, fails for good when told, and finishes when nobody is left', () => {
		seed(2)
		const { id } = createCampaign()
		store.startDueCampaigns(db, now)
		store.claimRecipients(db, id, now, 2)
		store.markFailure(db, id, 1, { attempts: 1, retryAt: later(60_000), error: 'timeout' })
		store.markFailure(db, id, 2, { attempts: 1, retryAt: null, error: '550 no such user' })
		expect(store.claimRecipients(db, id, later(59_000), 10)).toEqual([])
		expect(store.nextDueAt(db, id)).toBe(later(60_000).toISOString())
		expect(store.finishIfDone(db, id, now)).toBe(false)
		const [retry] = store.claimRecipients(db, id, later(60_000), 10)
		expect(retry).toMatchObject({ subscriberId: 1, attempts: 1 })
		store.markSubmitted(db, id, 1)
		store.markSent(db, id, [1], later(60_000))
		expect(store.finishIfDone(db, id, later(61_000))).toBe(true)
		expect(store.campaignById(db, id)).toMatchObject({ state: 'finished', finished_at: later(61_000).toISOString() })
		expect(store.recipientCounts(db, id)).toMatchObject({ sent: 1, failed: 1 })
	})

	it('prunes a finished campaign to its counts once it is old enough, and keeps a recent one whole', () => {
		seed(3)
		const { id } = createCampaign()
		store.startDueCampaigns(db, now)
		store.claimRecipients(db, id, now, 3)
		for (const subscriber of [1, 2]) store.markSubmitted(db, id, subscriber)
		store.markSent(db, id, [1, 2], now)
		store.markFailure(db, id, 3, { attempts: 1, retryAt: null, error: '550 no such user' })
		expect(store.finishIfDone(db, id, now)).toBe(true)
		const rows = () => (db.prepare('SELECT count(*) AS n FROM campaign_recipients').get() as { n: number }).n
		expect(store.pruneRecipients(db, now)).toBe(0)
		expect(rows()).toBe(3)
		expect(store.pruneRecipients(db, later(1))).toBe(1)
		expect(rows()).toBe(0)
		expect(store.recipientCounts(db, id)).toEqual({ pending: 0, sending: 0, submitted: 0, sent: 2, failed: 1 })
		expect(store.pruneRecipients(db, later(2))).toBe(0)
	})

	it('unsubscribing removes the reader from the campaign; a message on its way is not finished', () => {
		seed(2)
		const { id } = createCampaign()
		store.startDueCampaigns(db, now)
		const [reader] = store.claimRecipients(db, id, now, 1)
		expect(unsubscribe(db, reader!.unsubscribeToken)).toBe('unsubscribed')
		expect(() => store.markSubmitted(db, id, reader!.subscriberId)).toThrow(/no longer on the list/)
		expect(store.recipientCounts(db, id)).toMatchObject({ pending: 1, sending: 0 })
	})

	it('pause, resume and cancel follow the state machine and say why not', () => {
		seed(1)
		createCampaign()
		expect(store.changeCampaign(db, 'winter', 'resume')).toEqual({
			ok: false,
			problem: 'The campaign for "winter" is scheduled: it cannot resume.',
		})
		expect(store.changeCampaign(db, 'nope', 'pause')).toMatchObject({
			ok: false,
			problem: 'No campaign for the post "nope".',
		})
		expect(store.changeCampaign(db, 'winter', 'pause')).toMatchObject({
			ok: true,
			row: { state: 'paused', reason: 'pause by the operator' },
		})
		expect(store.changeCampaign(db, 'winter', 'resume')).toMatchObject({
			ok: true,
			row: { state: 'scheduled', reason: null },
		})
		store.startDueCampaigns(db, now)
		expect(store.changeCampaign(db, 'winter', 'pause')).toMatchObject({ ok: true, row: { state: 'paused' } })
		expect(store.changeCampaign(db, 'winter', 'resume')).toMatchObject({ ok: true, row: { state: 'sending' } })
		expect(store.changeCampaign(db, 'winter', 'cancel')).toMatchObject({
			ok: true,
			row: { state: 'cancelled', cancelled_by: 'operator' },
		})
		// The operator's cancel is final: switching the post on again does not bring it back.
		const plan = planCampaigns([fixturePost('winter')], store.listCampaigns(db).map(store.knownCampaign), '2026-11-23')
		expect(plan).toEqual([])
	})

	it('without SMTP, a copy goes to the outbox and the reader counts as sent, together', () => {
		seed(1)
		const { id } = createCampaign()
		store.startDueCampaigns(db, now)
		const [reader] = store.claimRecipients(db, id, now, 1)
		store.keepInOutbox(
			db,
			id,
			reader!,
			{ subject: 'S', text: 'T', html: 'H', headers: { 'List-Unsubscribe': '<x>' } },
			now,
		)
		expect(db.prepare('SELECT kind, status, recipient FROM outbox').all()).toEqual([
			{ kind: 'campaign', status: 'logged', recipient: 'reader.confirmed.0@example.org' },
		])
		expect(store.recipientCounts(db, id)).toMatchObject({ sent: 1 })
	})
})
