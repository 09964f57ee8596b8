import { data } from 'react-router'
import { formText, staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import { ActionMessage } from '#app/workspace/layout/action-message.tsx'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import type { Route } from './+types/publishing-route'
import { changedPages } from './changed-pages.ts'
import { PublishingState } from './publishing-state.tsx'
import { ChangeHistory } from './change-history.tsx'

export async function loader(args: Route.LoaderArgs) {
	const { locale, words, runtime } = staffPage(args, 'editor')
	const publishing = runtime.publishing
	const [state, history] = publishing ? await Promise.all([publishing.state(), publishing.history(50)]) : [null, []]
	return {
		locale,
		words: words.publishing,
		state,
		history: history.map((change) => ({ ...change, pages: changedPages(change.files, locale) })),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.words.title }]

/** Undo a change (a revert commit by the staffer, then a build), or build again. */
export async function action(args: Route.ActionArgs) {
	const { staff, runtime, words } = staffPage(args, 'editor')
	const form = await args.request.formData()
	const publishing = runtime.publishing
	if (!publishing) return data({ message: words.common.refused, ok: false }, { status: 409 })
	if (formText(form, 'intent') === 'rebuild') {
		publishing.rebuild()
		await runtime.audit(staff, 'publishing.rebuild')
		return { message: words.common.done, ok: true }
	}
	const commit = formText(form, 'commit')
	const outcome = await publishing.undo(commit, staff)
	await runtime.audit(staff, `publishing.undo.${outcome}`, commit)
	if (outcome === 'undone') return { message: words.publishing.undone, ok: true }
	return data(
		{ message: outcome === 'conflict' ? words.publishing.undoConflict : words.common.refused, ok: false },
		{ status: outcome === 'conflict' ? 409 : 404 },
	)
}

export default function PublishingRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { words, state, history, locale } = loaderData
	return (
		<>
			<h1 className={ui.title}>{words.title}</h1>
			<p className={ui.intro}>{words.intro}</p>
			<ActionMessage answer={actionData} />
			<PublishingState words={words} state={state} locale={locale} />
			<section aria-labelledby="history" className={ui.section}>
				<h2 id="history">{words.history}</h2>
				{history.length ? (
					<ChangeHistory words={words} history={history} locale={locale} />
				) : (
					<p className={ui.muted}>{words.empty}</p>
				)}
			</section>
		</>
	)
}
