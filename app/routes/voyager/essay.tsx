import { ArrowLink } from '~/components/content/arrow-link.tsx'
import { InitiativeArticle } from '~/components/content/initiative-article.tsx'
import { articleReferences } from '~/data/dreamer-voyager-references.ts'
import { voyagerArea } from '~/data/voyager.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/essay'
import styles from './essay.module.css'

/**
 * The Voyager's three essays (community, school, family), each with the
 * research it cites. Mounted at each path; the URL says which one to show.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	const area = voyagerArea(path)
	if (!area) throw new Error(`Not an essay of The Voyager: ${path}`)
	return { locale, path, area, page: content.pages[area.path], references: articleReferences[area.path] ?? [] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function VoyagerEssayRoute({ loaderData }: Route.ComponentProps) {
	const { page, area, references } = loaderData
	return (
		<InitiativeArticle page={page} image={area.image} references={references}>
			{area.seeAlso && page.seeAlso ? (
				<p className={styles.seeAlso}>
					<ArrowLink to={area.seeAlso}>{page.seeAlso}</ArrowLink>
				</p>
			) : null}
		</InitiativeArticle>
	)
}
