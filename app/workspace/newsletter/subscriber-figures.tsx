import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import { localeConfig, locales, localizePath, type Locale } from '#app/i18n/locales.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'

type Count = { locale: Locale; status: 'pending' | 'confirmed'; count: number }

/** Subscribers per language and state, the export link, and confirmations per week. */
export function SubscriberFigures({
	words,
	counts,
	growth,
	locale,
}: {
	words: WorkspaceWords['newsletter']
	counts: Count[]
	growth: { week: string; added: number }[]
	locale: Locale
}) {
	const count = (language: Locale, status: Count['status']) =>
		counts.find((row) => row.locale === language && row.status === status)?.count ?? 0
	return (
		<section aria-labelledby="subscribers" className={ui.section}>
			<h2 id="subscribers">{words.subscribers}</h2>
			<div className={ui.tableWrap}>
				<table className={ui.table}>
					<thead>
						<tr>
							<th scope="col">{words.language}</th>
							<th scope="col">{words.confirmed}</th>
							<th scope="col">{words.pending}</th>
						</tr>
					</thead>
					<tbody>
						{locales.map((language) => (
							<tr key={language}>
								<th scope="row">{localeConfig[language].label}</th>
								<td>{count(language, 'confirmed')}</td>
								<td>{count(language, 'pending')}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<p>
				<a href={localizePath('/admin/newsletter/export', locale)} download>
					{words.export}
				</a>
			</p>
			{growth.length ? (
				<>
					<h3>{words.growth}</h3>
					<table className={ui.table}>
						<thead>
							<tr>
								<th scope="col">{words.week}</th>
								<th scope="col">{words.added}</th>
							</tr>
						</thead>
						<tbody>
							{growth.map((row) => (
								<tr key={row.week}>
									<td>{row.week}</td>
									<td>{row.added}</td>
								</tr>
							))}
						</tbody>
					</table>
				</>
			) : null}
		</section>
	)
}
