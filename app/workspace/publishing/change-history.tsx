import type { Locale } from '#app/i18n/locales.ts'
import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import type { PublishedChange } from '#app/workspace/publishing.ts'
import { workspaceTime } from '#app/workspace/layout/workspace-time.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'

type Change = PublishedChange & { pages: string[] }

/** The last published changes: when, who, what, the pages it shows on, and Undo for each. */
export function ChangeHistory({
	words,
	history,
	locale,
}: {
	words: WorkspaceWords['publishing']
	history: Change[]
	locale: Locale
}) {
	return (
		<div className={ui.tableWrap}>
			<table className={ui.table}>
				<thead>
					<tr>
						<th scope="col">{words.when}</th>
						<th scope="col">{words.who}</th>
						<th scope="col">{words.what}</th>
						<th scope="col">{words.pages}</th>
						<th scope="col">
							<span className="visually-hidden">{words.undo}</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{history.map((change) => (
						<tr key={change.commit}>
							<td className={ui.nowrap}>{workspaceTime(change.at, locale)}</td>
							<td>{change.authorName}</td>
							<td>{change.message.length > 140 ? `${change.message.slice(0, 139)}…` : change.message}</td>
							<td>
								{change.pages.length
									? change.pages.slice(0, 6).map((page) => (
											<a key={page} href={page} className={ui.block}>
												{page}
											</a>
										))
									: words.noPages}
								{change.pages.length > 6 ? <span className={ui.block}>+{change.pages.length - 6}</span> : null}
							</td>
							<td>
								<form method="post" className={ui.inline}>
									<input type="hidden" name="commit" value={change.commit} />
									<button
										type="submit"
										className={ui.small}
										aria-label={fillText(words.undoLabel, { what: change.message })}
									>
										{words.undo}
									</button>
								</form>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
