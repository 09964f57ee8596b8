import { InitiativeArticle } from '#app/components/content/initiative-article.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { CabinetApplication } from '#app/components/voyager/cabinet-application.tsx'
import { CabinetPositions } from '#app/components/voyager/cabinet-positions.tsx'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/cabinet'
import styles from './cabinet.module.css'

export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/voyager/cabinet'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/voyager/cabinet' })

/** The Youth Cabinet: its purpose and activities, its four positions, who can apply and how. */
export default function VoyagerCabinetRoute({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	return (
		<InitiativeArticle page={page} image={page.art} photo={page.photo}>
			<section id="positions" aria-labelledby="positions-heading" className={styles.positions}>
				<h2 id="positions-heading">{page.positions.heading}</h2>
				<p className={styles.intro}>{page.positions.intro}</p>
				<CabinetPositions words={page.positions} />
			</section>
			<Prose value={page.eligibility} className={styles.eligibility} />
			<CabinetApplication words={page.apply} />
		</InitiativeArticle>
	)
}
