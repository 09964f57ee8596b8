import { CardGrid } from '#app/components/content/card-grid.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { EmergencyNumbers } from '#app/components/general/emergency-numbers.tsx'
import { HelpLineCard } from '#app/components/general/help-line-card.tsx'
import { Notice } from '#app/components/general/notice.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { listDates } from '#app/data/help-lines.ts'
import { emergencyNumbersFor, helpRegionsFor } from '#app/lib/help-order.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { formatDate } from '#app/lib/format/format-date.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/help'
import actions from '#app/styles/actions.module.css'
import styles from './help.module.css'

/**
 * Need help now? Emergency numbers first, then the links to each region (so a
 * phone reaches them before the explanations), a plain statement that the
 * foundation is not a crisis service, and the crisis and support lines by
 * region (records in content/help-lines), in the reader's order (app/lib/help-order.ts).
 */
/** The first screen is the emergency numbers: the floating bar waits until the reader scrolls. */
export const handle: PageHandle = { floatingBar: 'after-scroll' }

export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const helpLines = getRecords(locale).helpLines
	const dates = listDates(helpLines)
	return {
		locale,
		page: content.pages['/help'],
		helpLines,
		factsTakenOn: formatDate(dates.factsTakenOn, locale),
		confirmedOn: dates.confirmedByFoundation ? formatDate(dates.confirmedByFoundation, locale) : undefined,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/help' })

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale, helpLines, factsTakenOn, confirmedOn } = loaderData
	const { labels, contactLabels, languageNames, interpreters } = page
	const regions = helpRegionsFor(locale)
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<EmergencyNumbers {...page.emergency} numbers={emergencyNumbersFor(locale)} />
			<nav aria-label={page.regionsNav} className={`container ${styles.regionsNav}`}>
				<ul className={actions.row}>
					{regions.map((region) => (
						<li key={region}>
							<a href={`#${region}`} className={actions.quiet}>
								{page.regions[region]}
							</a>
						</li>
					))}
				</ul>
			</nav>
			<div className={`container ${styles.notes}`}>
				<Notice id="not-crisis" heading={page.notCrisis.heading} tone="urgent">
					<p>{page.notCrisis.text}</p>
				</Notice>
				<Notice id="chinese" heading={page.chinese.heading}>
					{page.chinese.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</Notice>
			</div>
			{regions.map((region) => (
				<section key={region} id={region} aria-labelledby={`${region}-heading`} className={styles.region}>
					<div className="container">
						<h2 id={`${region}-heading`}>{page.regions[region]}</h2>
						<CardGrid columns={3}>
							{helpLines
								.filter((line) => line.region === region)
								.map((line) => (
									<HelpLineCard
										key={line.id}
										line={line}
										locale={locale}
										words={{ labels, contactLabels, languageNames, interpreters }}
									/>
								))}
						</CardGrid>
					</div>
				</section>
			))}
			<section aria-labelledby="checked-heading" className={`container ${styles.checked}`}>
				<h2 id="checked-heading">{page.checked.heading}</h2>
				<p>
					<strong>
						{confirmedOn
							? fillText(page.checked.confirmed, { date: confirmedOn })
							: fillText(page.checked.taken, { date: factsTakenOn })}
					</strong>
				</p>
				<p>{page.checked.text}</p>
			</section>
		</>
	)
}
