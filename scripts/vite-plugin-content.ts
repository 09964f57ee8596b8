import { join, relative, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadSiteContent, loadSiteContentForBuild, mediaDirFor } from './content/load-site-content.ts'

/** The content folder: CONTENT_DIR (a copy: the CMS's browser test, the content-scale bench), else content/ in the project. */
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
	const mediaDir = mediaDirFor(contentDir)
	const isWatched = (file: string) => [contentDir, mediaDir].some((dir) => !relative(dir, file).startsWith('..'))
	let server: ViteDevServer | undefined
	return {
		name: 'site-content',
		enforce: 'pre',
		configureServer(devServer) {
			server = devServer
			devServer.watcher.add([contentDir, mediaDir])
			// Files changed, added or deleted (a new record from /admin is an added file):
			// one reload for a burst of changes (the CMS writes each language's file).
			let pending: ReturnType<typeof setTimeout> | undefined
			devServer.watcher.on('all', (event, file) => {
				if (!['add', 'change', 'unlink'].includes(event) || !isWatched(file)) return
				invalidate(server)
				clearTimeout(pending)
				pending = setTimeout(() => server?.ws.send({ type: 'full-reload' }), 150)
			})
		},
		resolveId(id) {
			return id === virtualId ? resolvedId : undefined
		},
		load(id) {
			if (id !== resolvedId) return undefined
			// The development server loads afresh after each change; a build loads once.
			const { content, files } = server ? loadSiteContent(contentDir) : loadSiteContentForBuild(contentDir)
			for (const file of files) this.addWatchFile(file)
			return `export default ${JSON.stringify(content)}`
		},
		watchChange(id) {
			if (isWatched(id)) invalidate(server)
		},
		handleHotUpdate({ file }) {
			// Handled by the watcher above; content files are not modules.
			return isWatched(file) ? [] : undefined
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
