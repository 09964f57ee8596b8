import { editorWords, translateProblem } from '#app/admin/editor-language.ts'
import { entryIssues, type Immutable } from './control-problems.ts'

/**
 * Decap's preSave event: an entry the build would refuse is not saved. The
 * fields show their problems (./with-entry-rules.ts); this names them all in
 * the CMS's "could not save" notice, for the language pane that is closed.
 */
export function refuseEntryWithProblems({ entry }: { entry: Immutable }) {
	const issues = entryIssues(entry, String(entry.get('collection') ?? ''))
	if (!issues.length) return undefined
	const words = editorWords()
	const lines = issues.map(
		(issue) =>
			`${issue.locale === 'zh-hans' ? words.chinese : words.english} › ${issue.field}: ${translateProblem(issue.message)}`,
	)
	throw new Error(`${words.problems} ${lines.join('; ')}`)
}
