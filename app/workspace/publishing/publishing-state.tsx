import type { Locale } from '#app/i18n/locales.ts'
import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import type { PublishingState as State } from '#app/workspace/publishing.ts'
import { workspaceTime } from '#app/workspace/layout/workspace-time.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'

/** Where the public site stands: live and up to date, building, or the last build failed (and why). */
export function PublishingState({
	words,
	state,
	locale,
}: {
	words: WorkspaceWords['publishing']
	state: State | null
	locale: Locale
}) {
	const time = (iso: string) => workspaceTime(iso, locale)
	return (
		<section aria-labelledby="state" className={ui.section}>
			<h2 id="state">{words.state}</h2>
			{!state || !state.builds ? (
				<p>{words.off}</p>
			) : state.building ? (
				<output className={ui.block} data-state="building">
					{fillText(words.building, { time: time(state.building.since) })}
					{state.queued ? ` ${words.queued}` : ''}
				</output>
			) : state.failure ? (
				<div data-state="failed">
					<p className={ui.problem}>{fillText(words.failed, { time: time(state.failure.at) })}</p>
					<h3>{words.buildError}</h3>
					<pre className={ui.problem}>{state.failure.error}</pre>
					<form method="post">
						<button type="submit" name="intent" value="rebuild" className={ui.small}>
							{words.rebuild}
						</button>
					</form>
				</div>
			) : (
				<p data-state="live">{fillText(words.idle, { time: state.live ? time(state.live.builtAt) : '—' })}</p>
			)}
			{state?.remote ? (
				<p className={state.remote.error ? ui.problem : ui.muted}>
					{state.remote.error ? fillText(words.pushFailed, { error: state.remote.error }) : words.pushed}
				</p>
			) : (
				<p className={ui.muted}>{words.noRemote}</p>
			)}
		</section>
	)
}
