import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'

/** Erasing one address (a reader's request by e-mail or letter): the address and everything kept with it. */
export function EraseAddress({ words }: { words: WorkspaceWords['newsletter'] }) {
	return (
		<section aria-labelledby="erase" className={ui.section}>
			<h2 id="erase">{words.erase}</h2>
			<p className={ui.muted}>{words.eraseHint}</p>
			<form method="post">
				<input type="hidden" name="intent" value="erase" />
				<div className={ui.field}>
					<label htmlFor="erase-address">{words.address}</label>
					<input id="erase-address" name="address" type="email" required autoComplete="off" />
				</div>
				<button type="submit" className={ui.small}>
					{words.eraseButton}
				</button>
			</form>
		</section>
	)
}
