import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub, Outlet } from 'react-router'
import { getContent } from '#app/content/index.server.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'

/**
 * Test helper: renders a component inside a router at a page of the site, in
 * a language, with the root loader's data (the layout's words) in place, as
 * components such as ExternalLink and ReferenceList expect.
 */
export function renderInSite(
	ui: ReactNode,
	{ locale = 'en', path = '/perpetuator' }: { locale?: Locale; path?: string } = {},
) {
	const rootData = { locale, layout: getContent(locale).layout }
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => rootData,
			Component: () => <Outlet />,
			children: [{ path: '*', Component: () => <>{ui}</> }],
		},
	])
	return render(
		<Stub initialEntries={[localizePath(path, locale)]} hydrationData={{ loaderData: { root: rootData } }} />,
	)
}
