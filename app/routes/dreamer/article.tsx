import { InitiativeArticle } from '#app/components/content/initiative-article.tsx'
import { referencesFor } from '#app/content/references.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/article'

const articles = [
	'/dreamer/beginning',
	'/dreamer/emotion',
	'/dreamer/mind',
	'/dreamer/hello',
	'/dreamer/bilingual',
] as const
type DreamerArticlePath = (typeof articles)[number]
const isDreamerArticle = (path: string): path is DreamerArticlePath => (articles as readonly string[]).includes(path)

/**
 * The Dreamer's pages of prose: /dreamer/beginning, /emotion, /mind, /hello and
 * /bilingual. Mounted at each path; the URL says which page to show.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	if (!isDreamerArticle(path)) throw new Error(`Not a page of The Dreamer: ${path}`)
	const page = content.pages[path]
	return { locale, path, page, references: referencesFor(page.references, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function DreamerArticleRoute({ loaderData }: Route.ComponentProps) {
	const { page, references } = loaderData
	// /dreamer/hello in particular must open at the top (spec), however it is reached.
	return <InitiativeArticle page={page} image={page.art} photo={page.photo} references={references} />
}
