import type { ReactNode } from 'react'
import { Links, Meta, Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { FloatingButtons } from './components/layout/floating-buttons.tsx'
import { LanguageOffer } from './components/layout/language-offer.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { SkipLink } from './components/layout/skip-link.tsx'
import { ErrorPage } from './components/layout/error-page.tsx'
import enhanceUrl from './enhancements/enhance.js?url&no-inline'
import { localeConfig, localeFromPathname, localizePath, stripLocale } from './i18n/locales.ts'
import { canonicalPath } from './lib/canonical-path.ts'
import { useLanguageSwitchPath } from './lib/language-switch.ts'
import { layoutData } from './lib/layout-data.server.ts'
import { barAppearsOnScroll, handleBackTo, isSearchIndexed } from './lib/page-handle.ts'
import { alternateLinks } from './lib/seo/seo.ts'
import { JsonLd } from './components/layout/json-ld.tsx'
import { sectionLanding } from './lib/section-landing.ts'
import { feedKinds, feeds } from './news/feeds/feed-paths.ts'
import './styles/global.css'

export function loader({ url }: Route.LoaderArgs) {
	return layoutData(url)
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
	const switchPath = useLanguageSwitchPath()
	const isHome = path === '/'
	// The staff workspace has a frame of its own (app/workspace/layout/workspace-layout.tsx).
	if (matches.some((match) => (match.handle as { workspace?: boolean } | undefined)?.workspace)) return <Outlet />
	return (
		<>
			<SkipLink label={loaderData.layout.header.skipLink} />
			{loaderData.languageOffer ? <LanguageOffer path={switchPath} words={loaderData.languageOffer} /> : null}
			<SiteHeader />
			{/* The site search (Pagefind, at build time) indexes the main content only, never header or footer. */}
			<main id="main" tabIndex={-1} data-pagefind-body={isSearchIndexed(matches) ? '' : undefined}>
				<Outlet />
			</main>
			<SiteFooter />
			{isHome ? (
				<FloatingButtons maxWidth={1600} />
			) : (
				<FloatingButtons
					maxWidth={1200}
					backTo={handleBackTo(matches) ?? sectionLanding(path)}
					appearsOnScroll={barAppearsOnScroll(matches)}
				/>
			)}
		</>
	)
}

export function ErrorBoundary() {
	return <ErrorPage locale={localeFromPathname(useLocation().pathname)} />
}
