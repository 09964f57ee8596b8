import { Artwork } from '#app/components/content/artwork.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { ProseColumns } from '#app/components/enlightener/prose-columns.tsx'
import { SupportWay } from '#app/components/enlightener/support-way.tsx'
import { site } from '#app/config/site.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/support'
import styles from './support.module.css'

/** /enlightener/support: four ways to take part, each ending in a next step (an e-mail or the contact page). */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	return { locale, path, page: content.pages['/enlightener/support'], email: site.email.value }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function EnlightenerSupportRoute({ loaderData }: Route.ComponentProps) {
	const { page, email } = loaderData
	return (
		<article>
			<PageHeader eyebrow={page.eyebrow} title={page.title} summary={page.summary}>
				<Artwork art={page.art} photo={page.photo} priority />
			</PageHeader>
			<ProseColumns value={page.body} />
			<div className={`container ${styles.ways}`}>
				{page.ways.map((way) => (
					<SupportWay key={way.id} way={way} email={email} emailLabel={page.emailLabel} />
				))}
			</div>
		</article>
	)
}
