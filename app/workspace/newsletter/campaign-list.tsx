import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import { localeConfig, locales, localizePath, type Locale } from '#app/i18n/locales.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import type { CampaignSummary } from '#app/workspace/store/newsletter-desk.server.ts'
import type { CampaignState } from '#app/newsletter/campaigns/state-machine.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'

const actionsFor: Record<string, ('pause' | 'resume' | 'cancel')[]> = {
	scheduled: ['cancel'],
	sending: ['pause', 'cancel'],
	paused: ['resume', 'cancel'],
}

/** Each news post sent as a newsletter: its state and progress, previews, a test copy, and pause/resume/cancel. */
export function CampaignList({
	words,
	campaigns,
	locale,
}: {
	words: WorkspaceWords['newsletter']
	campaigns: CampaignSummary[]
	locale: Locale
}) {
	return (
		<section aria-labelledby="campaigns" className={ui.section}>
			<h2 id="campaigns">{words.campaigns}</h2>
			{campaigns.length === 0 ? <p className={ui.muted}>{words.noCampaigns}</p> : null}
			{campaigns.map((campaign) => {
				const total = Object.values(campaign.counts).reduce((sum, n) => sum + n, 0)
				return (
					<article key={campaign.slug} aria-labelledby={`campaign-${campaign.slug}`} data-campaign={campaign.slug}>
						<h3 id={`campaign-${campaign.slug}`}>{campaign.title}</h3>
						<p>
							{words.campaignState}:{' '}
							<strong data-state={campaign.state}>{words[campaign.state as CampaignState]}</strong>
							{campaign.reason ? ` (${campaign.reason})` : ''} ·{' '}
							{fillText(words.progress, { sent: campaign.counts.sent, total })}
						</p>
						<p className={ui.inline}>
							{words.preview}:
							{locales.map((language) => (
								<a
									key={language}
									href={`${localizePath(`/admin/newsletter/preview/${campaign.slug}`, locale)}?lang=${language}`}
									lang={localeConfig[language].hrefLang}
								>
									{localeConfig[language].label}
								</a>
							))}
						</p>
						<form method="post" className={ui.inline}>
							<input type="hidden" name="slug" value={campaign.slug} />
							<button type="submit" name="intent" value="test-send" className={ui.small}>
								{words.testSend}
							</button>
							{(actionsFor[campaign.state] ?? []).map((intent) => (
								<button key={intent} type="submit" name="intent" value={intent} className={ui.small}>
									{words[intent]}
								</button>
							))}
						</form>
					</article>
				)
			})}
		</section>
	)
}
