import { describe, expect, it } from 'vitest'
import {
	nextState,
	planCampaigns,
	recoveredState,
	todayIn,
	type CampaignEvent,
	type CampaignState,
	type KnownCampaign,
} from './state-machine.ts'
import { fixturePost } from '#tests/support/campaign-fixtures.ts'

describe('campaign states', () => {
	const events: CampaignEvent[] = ['start', 'finish', 'pause', 'resume', 'cancel', 'reschedule']
	const table = (state: CampaignState, started: boolean, cancelledBy: 'post' | 'operator' | null = null) =>
		Object.fromEntries(events.map((event) => [event, nextState({ state, started, cancelledBy }, event)]))

	it('scheduled: starts, pauses or is cancelled', () => {
		expect(table('scheduled', false)).toEqual({
			start: 'sending',
			finish: null,
			pause: 'paused',
			resume: null,
			cancel: 'cancelled',
			reschedule: null,
		})
	})

	it('sending: finishes, pauses or is cancelled; never starts twice', () => {
		expect(table('sending', true)).toEqual({
			start: null,
			finish: 'finished',
			pause: 'paused',
			resume: null,
			cancel: 'cancelled',
			reschedule: null,
		})
	})

	it('paused: resumes where it was (sending once started, else back to its grace period)', () => {
		expect(nextState({ state: 'paused', started: true, cancelledBy: null }, 'resume')).toBe('sending')
		expect(nextState({ state: 'paused', started: false, cancelledBy: null }, 'resume')).toBe('scheduled')
		expect(nextState({ state: 'paused', started: true, cancelledBy: null }, 'cancel')).toBe('cancelled')
		expect(nextState({ state: 'paused', started: true, cancelledBy: null }, 'start')).toBeNull()
	})

	it('finished is final; cancelled too, except a post switched off before sending and switched on again', () => {
		expect(Object.values(table('finished', true)).every((state) => state === null)).toBe(true)
		expect(Object.values(table('cancelled', true, 'operator')).every((state) => state === null)).toBe(true)
		expect(Object.values(table('cancelled', false, 'operator')).every((state) => state === null)).toBe(true)
		expect(table('cancelled', false, 'post')).toMatchObject({ reschedule: 'scheduled', start: null, resume: null })
		expect(table('cancelled', true, 'post').reschedule).toBeNull()
	})

	it('after a stop or a crash, every message without a recorded 250 is sent again', () => {
		expect(recoveredState('sending')).toBe('pending')
		expect(recoveredState('submitted')).toBe('pending')
		for (const state of ['pending', 'sent', 'failed'] as const) expect(recoveredState(state)).toBe(state)
	})
})

const campaign = (
	slug: string,
	state: CampaignState,
	started = state !== 'scheduled',
	cancelledBy: KnownCampaign['cancelledBy'] = null,
) => ({ id: slug.length, slug, state, started, cancelledBy }) satisfies KnownCampaign

describe('what the manifest asks for', () => {
	const today = '2026-11-23'

	it('a published post switched on gets a campaign; one off, or dated later, does not', () => {
		const posts = [
			fixturePost('on', { date: today }),
			fixturePost('off', { sendToSubscribers: false }),
			fixturePost('tomorrow', { date: '2026-11-24' }),
		]
		expect(planCampaigns(posts, [], today)).toEqual([{ kind: 'create', post: posts[0] }])
	})

	it('a post that already has a campaign never gets a second one', () => {
		const posts = [fixturePost('sent'), fixturePost('sending'), fixturePost('stopped')]
		const campaigns = [
			campaign('sent', 'finished'),
			campaign('sending', 'sending'),
			campaign('stopped', 'cancelled', true, 'operator'),
		]
		expect(planCampaigns(posts, campaigns, today)).toEqual([])
	})

	it('switched off, unpublished or removed during the grace period: cancelled', () => {
		const posts = [fixturePost('off', { sendToSubscribers: false }), fixturePost('later', { date: '2026-12-01' })]
		const campaigns = [campaign('off', 'scheduled'), campaign('later', 'scheduled'), campaign('gone', 'paused', false)]
		expect(planCampaigns(posts, campaigns, today)).toEqual([
			{ kind: 'cancel', id: 3, slug: 'off', reason: 'the post was switched off' },
			{ kind: 'cancel', id: 5, slug: 'later', reason: "the post's date (2026-12-01) has not come yet" },
			{ kind: 'cancel', id: 4, slug: 'gone', reason: 'the post is no longer in the manifest' },
		])
	})

	it('switched off once sending has started: it goes on, and the log says so', () => {
		const posts = [fixturePost('late', { sendToSubscribers: false })]
		expect(planCampaigns(posts, [campaign('late', 'sending')], today)).toEqual([
			{ kind: 'ignore-switch-off', id: 4, slug: 'late' },
		])
	})

	it('switched on again after the switch cancelled it: rescheduled; edits in the grace period are followed', () => {
		const posts = [fixturePost('again'), fixturePost('edited')]
		const campaigns = [campaign('again', 'cancelled', false, 'post'), campaign('edited', 'scheduled')]
		expect(planCampaigns(posts, campaigns, today)).toEqual([
			{ kind: 'reschedule', id: 5, post: posts[0] },
			{ kind: 'refresh', id: 6, post: posts[1] },
		])
	})

	it('today is the date in the configured time zone', () => {
		const instant = new Date('2026-11-23T20:00:00Z')
		expect(todayIn('UTC', instant)).toBe('2026-11-23')
		expect(todayIn('Asia/Shanghai', instant)).toBe('2026-11-24')
		expect(todayIn('America/Vancouver', new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-23')
	})
})
