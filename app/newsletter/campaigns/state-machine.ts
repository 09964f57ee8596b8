import type { NewsPostForMail } from './news-manifest.ts'

/**
 * A campaign's life, and what the manifest asks of it. Pure functions: the
 * store (store.ts) applies what they decide, in transactions.
 *
 *   scheduled ──start──▶ sending ──finish──▶ finished
 *      │  ▲                 │ ▲
 *      │  └─reschedule─┐  pause resume
 *   cancel             │    ▼ │
 *      ▼               │  paused
 *   cancelled ◀────────┴─ cancel (operator, from sending or paused too)
 *
 * `reschedule` only for a campaign the post's own switch cancelled before it
 * started: switching the post on again gives it a fresh grace period.
 */
export type CampaignState = 'scheduled' | 'sending' | 'paused' | 'finished' | 'cancelled'
export type CancelledBy = 'post' | 'operator'
export type CampaignEvent = 'start' | 'finish' | 'pause' | 'resume' | 'cancel' | 'reschedule'

/** Per recipient: pending → sending (claimed) → submitted (end of message written) → sent; or failed. */
export type RecipientState = 'pending' | 'sending' | 'submitted' | 'sent' | 'failed'

export type CampaignFacts = { state: CampaignState; started: boolean; cancelledBy: CancelledBy | null }

/** The state an event leads to, or null when the event does not apply in this state. */
export function nextState({ state, started, cancelledBy }: CampaignFacts, event: CampaignEvent): CampaignState | null {
	switch (event) {
		case 'start':
			return state === 'scheduled' ? 'sending' : null
		case 'finish':
			return state === 'sending' ? 'finished' : null
		case 'pause':
			return state === 'scheduled' || state === 'sending' ? 'paused' : null
		case 'resume':
			return state === 'paused' ? (started ? 'sending' : 'scheduled') : null
		case 'cancel':
			return state === 'scheduled' || state === 'sending' || state === 'paused' ? 'cancelled' : null
		case 'reschedule':
			return state === 'cancelled' && cancelledBy === 'post' && !started ? 'scheduled' : null
	}
}

/**
 * What a stop or a crash leaves, and what it means on restart
 * (docs/decisions/027): a message counts as sent only once the server's
 * "250" was recorded. `sending` rows never had their end written: they are
 * sent again. `submitted` rows had it written, but no answer was recorded
 * (a server that stalled after DATA, or a crash while the answer was on its
 * way): they are sent again too, so nothing is lost, at the price of at
 * most one more copy of each.
 */
export function recoveredState(state: RecipientState): RecipientState {
	if (state === 'sending' || state === 'submitted') return 'pending'
	return state
}

export type KnownCampaign = {
	id: number
	slug: string
	state: CampaignState
	started: boolean
	cancelledBy: CancelledBy | null
}

export type ManifestAction =
	| { kind: 'create'; post: NewsPostForMail }
	| { kind: 'reschedule'; id: number; post: NewsPostForMail }
	| { kind: 'refresh'; id: number; post: NewsPostForMail }
	| { kind: 'cancel'; id: number; slug: string; reason: string }
	| { kind: 'ignore-switch-off'; id: number; slug: string }

/**
 * What the manifest asks for. A post that is switched on and published
 * (its date ≤ `today`) gets a campaign if it has none; a campaign still in its
 * grace period follows later edits of its post (`refresh`), and is cancelled
 * if the post is switched off, unpublished or removed. Once sending has
 * started the switch no longer stops it (the operator's `cancel` does); that
 * is reported once so the log says why nothing happened.
 */
export function planCampaigns(posts: NewsPostForMail[], campaigns: KnownCampaign[], today: string): ManifestAction[] {
	const actions: ManifestAction[] = []
	const bySlug = new Map(campaigns.map((campaign) => [campaign.slug, campaign]))
	const wanted = new Map(
		posts.filter((post) => post.sendToSubscribers && post.date <= today).map((post) => [post.slug, post]),
	)
	for (const post of wanted.values()) {
		const campaign = bySlug.get(post.slug)
		if (!campaign) actions.push({ kind: 'create', post })
		else if (nextState(campaign, 'reschedule')) actions.push({ kind: 'reschedule', id: campaign.id, post })
		else if (!campaign.started && (campaign.state === 'scheduled' || campaign.state === 'paused')) {
			actions.push({ kind: 'refresh', id: campaign.id, post })
		}
	}
	for (const campaign of campaigns) {
		if (wanted.has(campaign.slug)) continue
		const post = posts.find((candidate) => candidate.slug === campaign.slug)
		const reason = !post
			? 'the post is no longer in the manifest'
			: !post.sendToSubscribers
				? 'the post was switched off'
				: `the post's date (${post.date}) has not come yet`
		if (!campaign.started && (campaign.state === 'scheduled' || campaign.state === 'paused')) {
			actions.push({ kind: 'cancel', id: campaign.id, slug: campaign.slug, reason })
		} else if (campaign.state === 'sending' || campaign.state === 'paused') {
			actions.push({ kind: 'ignore-switch-off', id: campaign.id, slug: campaign.slug })
		}
	}
	return actions
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
	return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
