import { createContext, use, type ReactNode } from 'react'
import { createRoutesStub, Outlet } from 'react-router'
// The layout's words of each language (content/ui), from the content plugin (vite.admin.config.ts).
import layoutWords from 'virtual:site-content/layout-words'
import { localizePath, type Locale } from '#app/i18n/locales.ts'

const PreviewContent = createContext<ReactNode>(null)

function Content() {
	return <>{use(PreviewContent)}</>
}

// One router for every preview: the content comes through context, so typing does not remount it.
const Stub = createRoutesStub([
	{
		id: 'root',
		path: '/',
		Component: () => <Outlet />,
		children: [
			{ index: true, Component: Content },
			{ path: '*', Component: Content },
		],
	},
])

/**
 * What the site's components expect around them (they read the root
 * loader's data with useLayoutData(), and links need a router): a memory
 * router at the page's address, with the layout's words of the language
 * being previewed.
 */
export function PreviewSite({ locale, path, children }: { locale: Locale; path: string; children: ReactNode }) {
	const layout = layoutWords[locale]
	const rootData = { locale, layout, structuredData: [] }
	return (
		<PreviewContent value={children}>
			<Stub initialEntries={[localizePath(path, locale)]} hydrationData={{ loaderData: { root: rootData } }} />
		</PreviewContent>
	)
}
