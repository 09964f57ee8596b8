import type { ReactNode } from 'react'
import { Links, Meta, Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { FloatingButtons } from './components/layout/floating-buttons.tsx'
import { LanguageOffer, type LanguageOfferWords } from './components/layout/language-offer.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { SkipLink } from './components/layout/skip-link.tsx'
import { ErrorPage } from './components/layout/error-page.tsx'
import { getContent, isPagePath, type SiteContent } from './content/index.server.ts'
import enhanceUrl from './enhancements/enhance.js?url&no-inline'
import { localeConfig, localeFromPathname, localizePath, stripLocale, type Locale } from './i18n/locales.ts'
import { breadcrumbs } from './lib/seo/breadcrumbs.server.ts'
import { canonicalPath } from './lib/canonical-path.ts'
import { handleBackTo, isSearchIndexed } from './lib/page-handle.ts'
import { alternateLinks } from './lib/seo/seo.ts'
import { breadcrumbJsonLd, organizationJsonLd } from './lib/seo/structured-data.ts'
import { JsonLd } from './components/layout/json-ld.tsx'
import { sectionLanding } from './lib/section-landing.ts'
import { feedKinds, feeds } from './news/feeds/feed-paths.ts'
import './styles/global.css'

export function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const content = getContent(locale)
	const path = stripLocale(canonicalPath(url.pathname))
	return {
		locale,
		layout: content.layout,
		structuredData: structuredData(path, content, locale),
		languageOffer: languageOfferWords(path, locale),
	}
}

/** English pages carry the offer to read them in Chinese, in both scripts' words (decision 021). */
function languageOfferWords(path: string, locale: Locale): LanguageOfferWords | null {
	if (locale !== 'en' || !isPagePath(path)) return null
	return {
		'zh-hans': getContent('zh-hans').layout.languageOffer,
		'zh-hant': getContent('zh-hant').layout.languageOffer,
	}
}

/** What the page is, for search engines: the organisation on home, the breadcrumb trail elsewhere. */
function structuredData(path: string, content: SiteContent, locale: Locale) {
	if (!isPagePath(path)) return []
	if (path === '/') return [organizationJsonLd(locale, content.pages['/'].meta.description)]
	return [breadcrumbJsonLd(breadcrumbs(path, content, locale), locale)]
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/**
 * The HTML document around every page, the error page included. Pages are
 * HTML and CSS: React Router runs on the server only. The browser runs
 * enhance.js, which on a page with islands (app/islands) loads the islands'
 * script once the page has loaded.
 */
export function Layout({ children }: { children: ReactNode }) {
	const { pathname } = useLocation()
	const matches = useMatches()
	const locale = localeFromPathname(pathname)
	const isNotFound = matches.some((match) => match.id === 'not-found')
	const { canonical, alternates } = alternateLinks(stripLocale(canonicalPath(pathname)), locale)
	const rootData = useRouteLoaderData<typeof loader>('root')
	return (
		<html lang={localeConfig[locale].hrefLang} dir="ltr">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#134349" />
				<Meta />
				{isNotFound ? null : (
					<>
						<link rel="canonical" href={canonical} />
						{alternates.map((alternate) => (
							<link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
						))}
					</>
				)}
				<Links />
				{/* The news feeds and the events calendar of the page's language. */}
				{rootData
					? feedKinds.map((kind) => (
							<link
								key={kind}
								rel="alternate"
								type={feeds[kind].type}
								title={rootData.layout.feeds[kind]}
								href={localizePath(feeds[kind].path, locale)}
							/>
						))
					: null}
				{rootData?.structuredData.map((data, index) => (
					<JsonLd key={index} data={data} />
				))}
			</head>
			<body id="top">
				{children}
				<script type="module" src={enhanceUrl} />
			</body>
		</html>
	)
}

export default function App({ loaderData }: Route.ComponentProps) {
	const { pathname } = useLocation()
	const matches = useMatches()
	const path = stripLocale(canonicalPath(pathname))
	const isHome = path === '/'
	return (
		<>
			<SkipLink label={loaderData.layout.header.skipLink} />
			{loaderData.languageOffer ? <LanguageOffer path={path} words={loaderData.languageOffer} /> : null}
			<SiteHeader />
			{/* The site search (Pagefind, at build time) indexes the main content only, never header or footer. */}
			<main id="main" tabIndex={-1} data-pagefind-body={isSearchIndexed(matches) ? '' : undefined}>
				<Outlet />
			</main>
			<SiteFooter />
			{isHome ? (
				<FloatingButtons maxWidth={1600} />
			) : (
				<FloatingButtons maxWidth={1200} backTo={handleBackTo(matches) ?? sectionLanding(path)} />
			)}
		</>
	)
}

export function ErrorBoundary() {
	return <ErrorPage locale={localeFromPathname(useLocation().pathname)} />
}
