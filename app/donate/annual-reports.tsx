import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { Section } from '#app/components/content/section.tsx'
import type { PageFileContent } from '#app/content/collections.ts'
import styles from './donate.module.css'

type AnnualReportsProps = {
	words: PageFileContent<'/donate'>['transparency']
	/** Newest first. */
	reports: { id: string; title: string; year: number; file: string; example: boolean }[]
}

/** Transparency: the annual reports as PDFs, newest first; while there is none, the page says so. */
export function AnnualReports({ words, reports }: AnnualReportsProps) {
	return (
		<Section id="transparency" heading={words.heading} intro={words.intro}>
			{reports.length === 0 ? (
				<p className={styles.none}>{words.none}</p>
			) : (
				<ul className={styles.reports}>
					{reports.map((report) => (
						<li key={report.id}>
							<a href={report.file} type="application/pdf">
								{report.title} {words.pdf}
							</a>
							{report.example ? <ExampleBadge /> : null}
						</li>
					))}
				</ul>
			)}
		</Section>
	)
}
