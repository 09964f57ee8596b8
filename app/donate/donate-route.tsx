import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/donate-route'
import { AnnualReports } from './annual-reports.tsx'
import { givingRegions, receiptNotes } from './donation-settings.server.ts'
import { GivingRegions } from './giving-regions.tsx'
import { Receipts } from './receipts.tsx'
import styles from './donate.module.css'

/**
 * /donate: the ways to give in each region (content/settings/donations.yml:
 * links to the foundation's own payment pages, no payment code here), what
 * receipts say, and the annual reports, newest first (content/annual-reports/).
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const reports = getRecords(locale)
		.annualReports.toSorted((a, b) => b.year - a.year)
		.map(({ id, title, year, file, example }) => ({ id, title, year, file, example: example === true }))
	return {
		locale,
		page: content.pages['/donate'],
		regions: givingRegions(),
		notes: receiptNotes(),
		reports,
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/donate' })

export default function DonateRoute({ loaderData }: Route.ComponentProps) {
	const { page, regions, notes, reports } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<div className={`container ${styles.intro}`}>
				<Prose value={page.intro} />
			</div>
			<GivingRegions words={page.ways} regions={regions} />
			<Receipts words={page.receipts} notes={notes} />
			<AnnualReports words={page.transparency} reports={reports} />
		</>
	)
}
