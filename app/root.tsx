import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router'
import type { Route } from './+types/root'
import { FloatingButtons } from './components/layout/floating-buttons.tsx'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { SkipLink } from './components/layout/skip-link.tsx'
import { ErrorPage } from './components/layout/error-page.tsx'
import { getContent } from './content/index.server.ts'
import enhanceUrl from './enhancements/enhance.js?url&no-inline'
import { localeConfig, localeFromPathname, stripLocale } from './i18n/locales.ts'
import { canonicalPath } from './lib/canonical-path.ts'
import { handleBackTo, needsHydration } from './lib/page-handle.ts'
import { alternateLinks } from './lib/seo.ts'
import { sectionLanding } from './lib/section-landing.ts'
import './styles/global.css'

export function loader({ url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	return { locale, layout: getContent(locale).layout }
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/** The HTML document around every page, the error page included. */
export function Layout({ children }: { children: ReactNode }) {
	const { pathname } = useLocation()
	const matches = useMatches()
	const locale = localeFromPathname(pathname)
	const hydrate = needsHydration(matches)
	const isNotFound = matches.some((match) => match.id === 'not-found')
	const { canonical, alternates } = alternateLinks(stripLocale(canonicalPath(pathname)), locale)
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
			</head>
			<body id="top">
				{children}
				{/* Only pages that declare `handle.hydrate` ship the framework's JavaScript. */}
				{hydrate ? (
					<>
						<ScrollRestoration />
						<Scripts />
					</>
				) : null}
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
			<SkipLink label={loaderData.layout.skipLink} />
			<SiteHeader />
			<main id="main" tabIndex={-1}>
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
