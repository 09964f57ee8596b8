import { PageHeader } from '~/components/content/page-header.tsx'
import { pageContext } from '~/lib/page-data.server.ts'
import type { PageHandle } from '~/lib/page-handle.ts'
import { pageMeta } from '~/lib/seo.ts'
import { useScrollToSection } from '~/lib/use-scroll-to-section.ts'
import type { Route } from './+types/home'

export const handle: PageHandle = { hydrate: true }

export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/'], layout: content.layout }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/', isHome: true })

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
	const { page, layout } = loaderData
	useScrollToSection()
	return (
		<div id="home">
			<PageHeader title={page.title} summary={page.summary} />
			<section id="initiatives" className="container">
				<h2>{layout.header.initiatives}</h2>
			</section>
			<section id="news" className="container">
				<h2>{layout.header.news}</h2>
			</section>
			<section id="partnership" className="container">
				<h2>{layout.header.partnership}</h2>
			</section>
		</div>
	)
}
