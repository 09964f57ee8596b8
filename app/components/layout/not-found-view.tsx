import { isRouteErrorResponse, useRouteError, type MetaDescriptor } from 'react-router'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import type { SiteContent } from '#app/content/index.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { siteName } from '#app/lib/seo/seo.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { ErrorPage } from './error-page.tsx'
import styles from './not-found-view.module.css'

export type NotFoundWords = SiteContent['notFound']

/** What the not-found page says: the address is not a page, and where to go instead. */
export function NotFoundView({ words }: { words: NotFoundWords }) {
	return (
		<>
			<PageHeader title={words.title} summary={words.summary} />
			<div className={`container ${styles.body}`}>
				<Prose value={words.body} />
			</div>
		</>
	)
}

/**
 * The error boundary of a page with a parameter (/news/<slug>): an address
 * that names no post shows the not-found page (its loader threw
 * `notFound()`); anything else, the error page.
 */
export function NotFoundBoundary() {
	const error = useRouteError()
	const locale = useLocale()
	if (isRouteErrorResponse(error) && error.status === 404 && error.data?.words)
		return <NotFoundView words={error.data.words as NotFoundWords} />
	return <ErrorPage locale={locale} />
}

/** The <head> of the not-found page, for a route whose loader threw `notFound()`. */
export function notFoundMeta(error: unknown): MetaDescriptor[] {
	if (!isRouteErrorResponse(error) || !error.data?.words) return []
	const { words, locale } = error.data as { words: NotFoundWords; locale: Locale }
	return [{ title: `${words.meta.title} | ${siteName(locale)}` }, { name: 'robots', content: 'noindex' }]
}
