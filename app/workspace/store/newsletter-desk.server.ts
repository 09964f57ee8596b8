import type { DatabaseSync } from 'node:sqlite'
import type { Locale } from '#app/i18n/locales.ts'
import * as campaigns from '#app/newsletter/campaigns/store.ts'
import type { NewsPostForMail } from '#app/newsletter/campaigns/news-manifest.ts'
import { prepared } from '#app/newsletter/store/database.server.ts'

/** The newsletter desk's figures (/admin/newsletter): subscribers per language and state, growth, campaigns. */
export function subscriberCounts(
	db: DatabaseSync,
): { locale: Locale; status: 'pending' | 'confirmed'; count: number }[] {
	return prepared(db, 'SELECT locale, status, count(*) AS count FROM subscribers GROUP BY locale, status')
		.all()
		.map((row) => ({
			locale: row.locale as Locale,
			status: row.status as 'pending' | 'confirmed',
			count: Number(row.count),
		}))
}

/** Confirmations per week (weeks starting on Monday), the last `weeks` weeks with any. */
export function weeklyGrowth(db: DatabaseSync, { weeks }: { weeks: number }): { week: string; added: number }[] {
	return prepared(
		db,
		`SELECT date(confirmed_at, 'weekday 0', '-6 days') AS week, count(*) AS added
		FROM subscribers WHERE status = 'confirmed' AND confirmed_at IS NOT NULL
		GROUP BY week ORDER BY week DESC LIMIT ?`,
	)
		.all(weeks)
		.map((row) => ({ week: String(row.week), added: Number(row.added) }))
}

export type CampaignSummary = {
	slug: string
	title: string
	state: string
	reason: string | null
	counts: campaigns.RecipientCounts
}

export function campaignSummaries(db: DatabaseSync): CampaignSummary[] {
	return campaigns
		.listCampaigns(db)
		.toReversed()
		.map((row) => ({
			slug: row.post_slug,
			title: campaigns.postOf(row).locales.en.title,
			state: row.state,
			reason: row.reason,
			counts: campaigns.recipientCounts(db, row.id),
		}))
}

/** The post as its campaign holds it (as it is being sent), or null when the post has no campaign yet. */
export function campaignPost(db: DatabaseSync, { slug }: { slug: string }): NewsPostForMail | null {
	const row = campaigns.campaignBySlug(db, slug)
	return row ? campaigns.postOf(row) : null
}
