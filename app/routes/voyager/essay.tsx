import { ArrowLink } from '#app/components/links/arrow-link.tsx'
import { InitiativeArticle } from '#app/components/content/initiative-article.tsx'
import { referencesFor } from '#app/content/references.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/essay'
import styles from './essay.module.css'

const essays = ['/voyager/community', '/voyager/school', '/voyager/family'] as const
type EssayPath = (typeof essays)[number]
const isEssay = (path: string): path is EssayPath => (essays as readonly string[]).includes(path)

/**
 * The Voyager's three essays (community, school, family), each with the
 * research it cites. Mounted at each path; the URL says which one to show.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	if (!isEssay(path)) throw new Error(`Not an essay of The Voyager: ${path}`)
	const page = content.pages[path]
	return { locale, path, page, references: referencesFor(page.references, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function VoyagerEssayRoute({ loaderData }: Route.ComponentProps) {
	const { page, references } = loaderData
	return (
		<InitiativeArticle page={page} image={page.art} photo={page.photo} references={references}>
			{page.seeAlso ? (
				<p className={styles.seeAlso}>
					<ArrowLink to={page.seeAlso.to}>{page.seeAlso.text}</ArrowLink>
				</p>
			) : null}
		</InitiativeArticle>
	)
}
