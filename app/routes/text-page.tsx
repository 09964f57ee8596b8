import { PageHeader } from '~/components/content/page-header.tsx'
import { ProseSections } from '~/components/content/prose-sections.tsx'
import { currentPage } from '~/lib/page-data.server.ts'
import type { TextPageContent } from '~/content/types.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/text-page'

/** A page of headed prose. Mounted at several paths; the URL says which page's content to show. */
export function loader(args: Route.LoaderArgs) {
	const { locale, path, page } = currentPage(args)
	// Only pages of headed prose are mounted here; pages with their own shape have their own modules.
	return { locale, path, page: page as TextPageContent }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: loaderData.path })

export default function TextPageRoute({ loaderData }: Route.ComponentProps) {
	const { page } = loaderData
	return (
		<article>
			<PageHeader title={page.title} summary={page.summary} />
			{/* Pages with their own route module may have other shapes; this module shows those with sections. */}
			<ProseSections sections={'sections' in page ? page.sections : []} />
		</article>
	)
}
