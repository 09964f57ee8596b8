import { join } from 'node:path'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { cmsSettings } from '#scripts/cms/admin-build.ts'
import { decapConfigYaml } from '#scripts/cms/decap-config.ts'
import { editorWordsFor, type EditorLanguage } from '#scripts/cms/editor-words.ts'

/** /admin/config.yml (English), /admin/config.zh-hans.yml, /admin/config.zh-hant.yml: the editor in each language. */
const configFile = /^\/admin\/config(?:\.(zh-hans|zh-hant))?\.yml$/

/**
 * /admin on the development server. Decap CMS is served by a Vite server of
 * its own (vite.admin.config.ts, in middleware mode, mounted here): the
 * site's React Router plugin makes every `react-router` import resolve to the
 * site's version 8, and Decap's router needs the version 5 it comes with,
 * exactly as in the separate build (scripts/cms/admin-build.ts).
 * /admin/config.yml (and its Chinese twins) is generated afresh on each
 * request. The editor saves through the development server itself
 * (server/content-api/), as in production.
 */
/**
 * Whether a path is the editor's (its page and the files Vite serves for it),
 * not a page of the workspace around it (/admin/sign-in, /admin/publishing…),
 * which React Router renders.
 */
const isAdminFile = (path: string) =>
	path === '/admin/' ||
	/^\/admin\/(?:@|node_modules\/|app\/)/.test(path) ||
	// Files by their extension; not the workspace's CSV downloads.
	(/^\/admin\/.*\.[a-z0-9]+$/i.test(path) && !path.endsWith('.csv'))

export function cmsAdmin({ root = process.cwd() }: { root?: string } = {}): Plugin {
	let admin: Promise<ViteDevServer> | undefined
	// Started on the first visit to /admin: `npm run dev` pays nothing for it otherwise.
	const adminServer = () =>
		(admin ??= createServer({
			configFile: join(root, 'vite.admin.config.ts'),
			server: { middlewareMode: true, hmr: false },
			appType: 'spa',
			logLevel: 'warn',
		}))
	return {
		name: 'cms-admin',
		apply: 'serve',
		configureServer(server) {
			server.httpServer?.once('close', () => void admin?.then((running) => running.close()))
			server.middlewares.use(async (req, res, next) => {
				const path = (req.url ?? '').split('?')[0] ?? ''
				try {
					if (path === '/admin') res.writeHead(302, { Location: '/admin/' }).end()
					else if (configFile.test(path)) {
						const language = (configFile.exec(path)?.[1] ?? 'en') as EditorLanguage
						// "View live" and "Go back to site" lead to this development server.
						const siteUrl = `http://${req.headers.host ?? 'localhost'}`
						const yaml = decapConfigYaml({ ...cmsSettings(), siteUrl }, undefined, editorWordsFor(language))
						res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-cache' })
						res.end(yaml)
					} else if (isAdminFile(path)) (await adminServer()).middlewares(req, res, next)
					else next()
				} catch (error) {
					next(error)
				}
			})
		},
	}
}
