import { join, resolve } from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { defineConfig, type Plugin } from 'vite'
import { photos } from '../../scripts/vite-plugins/photos.ts'
import { siteContent } from '../../scripts/vite-plugins/content.ts'
import { traditionalChinese } from '../../scripts/vite-plugins/traditional.ts'
import appRoutes from '../../app/routes.ts'

/**
 * The client-only (SPA) build of the site, for `npm run bench` only: the
 * route tree of app/routes.ts as data-mode routes, each module loaded lazily.
 */
const root = resolve(import.meta.dirname, '../..')
const appDir = join(root, 'app')

const file = (path: string) => JSON.stringify(join(appDir, path))

/** One route of app/routes.ts as the code of a data-mode route object. */
function entry(route: RouteConfigEntry): string {
	const children = route.children?.length ? `, children: [${route.children.map(entry).join(', ')}]` : ''
	const where = route.index ? 'index: true' : `path: ${JSON.stringify(route.path ?? '')}`
	return `{ id: ${JSON.stringify(route.id ?? route.file)}, ${where}, lazy: () => import(${file(route.file)}).then(dataRoute)${children} }`
}

function spaRoutes(): Plugin {
	const id = 'virtual:spa-routes'
	return {
		name: 'spa-routes',
		resolveId: (source) => (source === id ? `\0${id}` : undefined),
		load(loaded) {
			if (loaded !== `\0${id}`) return
			const routes = appRoutes as RouteConfigEntry[]
			return [
				`import { dataRoute } from ${JSON.stringify(join(import.meta.dirname, 'route-module.tsx'))}`,
				`import * as rootModule from ${file('root.tsx')}`,
				`export const routes = [{ id: 'root', path: '/', ...dataRoute(rootModule), children: [${routes.map(entry).join(', ')}] }]`,
			].join('\n')
		},
	}
}

export default defineConfig({
	root: import.meta.dirname,
	publicDir: join(root, 'public'),
	// The content files are bundled into the SPA, as the original bundled its words.
	plugins: [traditionalChinese(), siteContent({ root }), photos({ root }), spaRoutes()],
	resolve: {
		alias: [
			// Islands are server-rendered on our site; in the SPA they render with the rest of the page.
			{ find: /^~\/islands\/island\.tsx$/, replacement: join(import.meta.dirname, 'island.tsx') },
			{ find: /^~\//, replacement: `${appDir}/` },
		],
	},
	envPrefix: ['VITE_', 'SUBSCRIBE_'],
	build: {
		outDir: process.env.SPA_BUILD_DIR ?? join(import.meta.dirname, 'build'),
		emptyOutDir: true,
		assetsInlineLimit: 0,
	},
	logLevel: 'warn',
})
