import type { Locale } from '#app/i18n/locales.ts'
import { workspaceTime } from '#app/workspace/layout/workspace-time.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'

type Entry = { at: string; email: string | null; action: string; detail: string }

/** The newest lines of the audit log: when, who, what. */
export function AuditLog({
	title,
	commandLine,
	entries,
	locale,
}: {
	title: string
	commandLine: string
	entries: Entry[]
	locale: Locale
}) {
	return (
		<section aria-labelledby="audit" className={ui.section}>
			<h2 id="audit">{title}</h2>
			<ul className={ui.muted}>
				{entries.map((entry, index) => (
					<li key={index}>
						{workspaceTime(entry.at, locale)} · {entry.email ?? commandLine} · <code>{entry.action}</code>{' '}
						{entry.detail}
					</li>
				))}
			</ul>
		</section>
	)
}
