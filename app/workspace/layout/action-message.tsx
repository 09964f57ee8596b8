import ui from './workspace-ui.module.css'

/** What a workspace form's action answered: a status when it worked, an alert when not. */
export function ActionMessage({ answer }: { answer: { ok: boolean; message: string } | undefined }) {
	if (!answer) return null
	return (
		<p className={answer.ok ? ui.message : ui.problem} role={answer.ok ? 'status' : 'alert'}>
			{answer.message}
		</p>
	)
}
