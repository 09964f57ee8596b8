import { InitiativeArticle } from '~/components/content/initiative-article.tsx'
import { articleReferences } from '~/data/dreamer-voyager-references.ts'
import { dreamerArticles, isDreamerArticle } from '~/data/dreamer.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/article'

/**
 * The Dreamer's pages of prose: /dreamer/beginning, /emotion, /mind, /hello and
 * /bilingual. Mounted at each path; the URL says which page to show.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	if (!isDreamerArticle(path)) throw new Error(`Not a page of The Dreamer: ${path}`)
	return {
		locale,
		path,
		page: content.pages[path],
		image: dreamerArticles[path].image,
		references: articleReferences[path] ?? [],
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function DreamerArticleRoute({ loaderData }: Route.ComponentProps) {
	const { page, image, references } = loaderData
	// /dreamer/hello in particular must open at the top (spec), however it is reached.
	return <InitiativeArticle page={page} image={image} references={references} />
}
