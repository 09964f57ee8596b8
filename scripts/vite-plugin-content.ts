import { join, relative, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadSiteContent } from './content/load-site-content.ts'

/** The content folder: CONTENT_DIR (a copy, e.g. for the content-scale bench), else content/ in the project. */
export const contentDirectory = (root = process.cwd()) =>
	process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : join(root, 'content')

const virtualId = 'virtual:site-content'
const resolvedId = `\0${virtualId}`

/**
 * Loads the content files (content/), checks them against their schemas and
 * hands them to the app as the module `virtual:site-content`. A bad file
 * stops the build with a message naming the file, the field and the problem.
 * During development, saving a content file (by hand or from /admin) reloads
 * the page with the new words.
 */
export function siteContent({ root = process.cwd() }: { root?: string } = {}): Plugin {
	const contentDir = contentDirectory(root)
	let server: ViteDevServer | undefined
	return {
		name: 'site-content',
		enforce: 'pre',
		configureServer(devServer) {
			server = devServer
			devServer.watcher.add(contentDir)
		},
		resolveId(id) {
			return id === virtualId ? resolvedId : undefined
		},
		load(id) {
			if (id !== resolvedId) return undefined
			const { content, files } = loadSiteContent(contentDir)
			for (const file of files) this.addWatchFile(file)
			return `export default ${JSON.stringify(content)}`
		},
		watchChange(id) {
			if (!relative(contentDir, id).startsWith('..')) invalidate(server)
		},
		handleHotUpdate({ file }) {
			if (!relative(contentDir, file).startsWith('..')) {
				invalidate(server)
				server?.ws.send({ type: 'full-reload' })
				return []
			}
			return undefined
		},
	}
}

function invalidate(server: ViteDevServer | undefined) {
	if (!server) return
	for (const environment of Object.values(server.environments)) {
		const module = environment.moduleGraph.getModuleById(resolvedId)
		if (module) environment.moduleGraph.invalidateModule(module)
	}
}
