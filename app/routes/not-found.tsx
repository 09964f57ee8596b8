import { data } from 'react-router'
import { NotFoundView } from '#app/components/layout/not-found-view.tsx'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/not-found'

/** Any address the site does not have: the not-found page, in the language of the URL's prefix, with status 404. */
export function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	return data({ locale, words: getContent(locale).notFound }, { status: 404 })
}

// Without history, Back leads home: the address is no page (and the 404.html files are written from a probe address).
export const handle: PageHandle = { backTo: '/' }

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta({ ...loaderData.words.meta, locale: loaderData.locale, path: '/' }).filter(
		(tag) => !('property' in tag && tag.property === 'og:url'),
	),
	{ name: 'robots', content: 'noindex' },
]

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
	return <NotFoundView words={loaderData.words} />
}
