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
 * /admin/config.yml (and its Chinese twins) is generated afresh on each request, with the local
 * backend (decap-server, `npm run cms`) switched on.
 */
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
						const yaml = decapConfigYaml(
							{ ...cmsSettings({ development: true }), siteUrl },
							undefined,
							editorWordsFor(language),
						)
						res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-cache' })
						res.end(yaml)
					} else if (path.startsWith('/admin/')) (await adminServer()).middlewares(req, res, next)
					else next()
				} catch (error) {
					next(error)
				}
			})
		},
	}
}
