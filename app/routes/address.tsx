import { CardGrid } from '#app/components/content/card-grid.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Notice } from '#app/components/general/notice.tsx'
import { OfficeCard } from '#app/components/general/office-card.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/address'
import styles from './address.module.css'

/** Our offices: the headquarters and five city offices, from the office records (content/offices). */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/address'], offices: getRecords(locale).offices }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/address' })

export default function AddressRoute({ loaderData }: Route.ComponentProps) {
	const { page, offices } = loaderData
	const hasExamples = offices.some((office) => office.example)
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<div className={`container ${styles.body}`}>
				{hasExamples ? (
					<Notice id="example-addresses" heading={page.exampleNote.heading}>
						<Prose value={page.exampleNote.text} />
					</Notice>
				) : null}
				<CardGrid columns={3}>
					{offices.map((office) => (
						<OfficeCard
							key={office.id}
							office={office}
							kind={page.kinds[office.kind]}
							mapLabel={fillText(office.example ? page.mapCity : page.mapAddress, { city: office.city })}
						/>
					))}
				</CardGrid>
			</div>
		</>
	)
}
