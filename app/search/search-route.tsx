import { PageHeader } from '#app/components/content/page-header.tsx'
import { localeConfig, localizePath, locales } from '#app/i18n/locales.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/search-route'
import { AllPages } from './all-pages.tsx'
import { pageTree } from './page-tree.server.ts'
import { SearchForm } from './search-form.tsx'
import { SearchResults } from './search-results.tsx'
import searchScriptUrl from './search.js?url&no-inline'
// oxlint-disable-next-line import/default -- a URL, not the module: Vite copies the file as it is
import searchUiUrl from './search-ui.js?url&no-inline'
import toSimplifiedUrl from './tables/to-simplified.json?url&no-inline'
import toTraditionalUrl from './tables/to-traditional.json?url&no-inline'
import styles from './search-page.module.css'

/** The search page is not itself a search result, and ships no framework JavaScript. */
export const handle: PageHandle = { searchIndex: false }

/**
 * /search in each language: a plain GET form (?q=) over the Pagefind index of
 * that language (docs/decisions/025). Its little script loads the search code
 * when the reader starts to search; without JavaScript the page lists every page.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return {
		locale,
		page: content.pages['/search'],
		allPages: pageTree(content, locale, ['/search']),
		// A query typed in the other Chinese script is converted to the page's script first.
		table: locale === 'zh-hant' ? toTraditionalUrl : locale === 'zh-hans' ? toSimplifiedUrl : undefined,
		otherLanguages: locales
			.filter((other) => other !== locale)
			.map((other) => ({
				href: localizePath('/search', other),
				label: localeConfig[other].label,
				lang: localeConfig[other].hrefLang,
			})),
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/search' })

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale, allPages, table, otherLanguages } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<div className="container">
				<div className={styles.body}>
					<SearchForm
						action={localizePath('/search', locale)}
						words={page.form}
						ui={searchUiUrl}
						table={table}
						unavailable={page.unavailable}
					/>
					<SearchResults words={page.results} otherLanguages={{ intro: page.otherLanguages, links: otherLanguages }} />
					<AllPages note={page.withoutScript.note} heading={page.withoutScript.heading} pages={allPages} />
				</div>
			</div>
			{/* A plain module, like enhance.js: it wires the form and loads the rest on the first search. */}
			<script type="module" src={searchScriptUrl} />
		</>
	)
}
