import { Artwork } from '#app/components/content/artwork.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { NextSteps } from '#app/components/enlightener/next-steps.tsx'
import { ProseColumns } from '#app/components/enlightener/prose-columns.tsx'
import { ReferenceColumns } from '#app/components/enlightener/reference-columns.tsx'
import { referencesFor } from '#app/content/references.server.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/article'

const articlePaths = ['/enlightener/crossethniccommunication', '/enlightener/eventreview'] as const
type ArticlePath = (typeof articlePaths)[number]

/**
 * The Enlightener's long reads (inter-ethnic communication, the event review):
 * headed prose, references where there are any, and where to go next.
 * Mounted at both paths; the URL says which.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, content } = pageContext(args)
	if (!articlePaths.includes(path as ArticlePath)) throw new Error(`No article page at ${path}`)
	const articlePath = path as ArticlePath
	const page = content.pages[articlePath]
	return { locale, path: articlePath, page, references: referencesFor(page.references, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function EnlightenerArticleRoute({ loaderData }: Route.ComponentProps) {
	const { page, references } = loaderData
	return (
		<article>
			<PageHeader eyebrow={page.eyebrow} title={page.title} summary={page.summary}>
				<Artwork art={page.art} photo={page.photo} priority />
			</PageHeader>
			<ProseColumns value={page.body} />
			<ReferenceColumns references={references} />
			<NextSteps id="next-steps" {...page.nextSteps} />
		</article>
	)
}
