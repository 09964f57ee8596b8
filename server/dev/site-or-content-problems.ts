import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ViteDevServer } from 'vite'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Development (`npm run dev`, `npm run cms`): loads the site from source. A
 * content file that fails its schema stops the site from loading; then,
 * rather than the server stopping (and /admin with it, where the file could
 * be fixed), /admin keeps working, every other address answers with the
 * problems, and the site loads as soon as a file changes and everything is
 * right again (docs/decisions/052).
 */
export function siteOrContentProblems<Site extends { app: Handler }>(
	vite: ViteDevServer,
	load: () => Promise<Site>,
	use: (handler: Handler) => void,
	/** While the site cannot load, what still answers first (the editor's saves, for `npm run cms`). */
	meanwhile?: () => Promise<Handler | null>,
): Promise<Site> {
	return new Promise((resolve) => {
		let pending: ReturnType<typeof setTimeout> | undefined
		const attempt = () =>
			load().then(
				(site) => {
					vite.watcher.off('all', retry)
					use(site.app)
					resolve(site)
				},
				async (error: Error) => {
					console.error(`\n${error.message}\n\n/admin still works: fix the file there, or by hand.\n`)
					const first = await meanwhile?.().catch(() => null)
					const problems: Handler = (req, res) =>
						vite.middlewares(req, res, () => {
							res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
							res.end(`${error.message}\n\nFix the file in /admin, or by hand; this page then shows the site.\n`)
						})
					use(
						first
							? (req, res) =>
									(first as (req: IncomingMessage, res: ServerResponse, next: () => void) => void)(req, res, () =>
										problems(req, res),
									)
							: problems,
					)
				},
			)
		const retry = () => {
			clearTimeout(pending)
			pending = setTimeout(() => {
				// Modules that failed to load are loaded afresh.
				for (const environment of Object.values(vite.environments)) environment.moduleGraph.invalidateAll()
				void attempt()
			}, 300)
		}
		vite.watcher.on('all', retry)
		void attempt()
	})
}
