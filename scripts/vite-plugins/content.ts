import { join, relative, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { layoutWords, type SiteWords } from '#app/content/schema/words/site-words.ts'
import {
	loadSiteContent,
	loadSiteContentForBuild,
	loadSettingsAndWords,
	mediaDirFor,
	type LoadedContent,
} from '#scripts/content/load-site-content.ts'

/** The content folder: CONTENT_DIR (a copy: the CMS's browser test, the content-scale bench), else content/ in the project. */
export const contentDirectory = (root = process.cwd()) =>
	process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : join(root, 'content')

const virtualId = 'virtual:site-content'

const byLocale = <T>(content: LoadedContent, pick: (words: SiteWords) => T) =>
	Object.fromEntries(
		(['en', 'zh-hans', 'zh-hant'] as const).map((locale) => [
			locale,
			pick(content[locale].words.siteWords as SiteWords),
		]),
	)

/**
 * Small parts of the content, as modules of their own, for code that must not
 * carry the whole of it: the error page, whose words reach the browser's
 * bundle (app/components/layout/error-page.tsx), and the CMS's previews,
 * which draw pages inside the layout's words (app/admin/preview-site.tsx).
 */
const parts: Record<string, (content: LoadedContent) => unknown> = {
	'error-page': (content) => byLocale(content, (words) => words.errorPage),
	'layout-words': (content) => byLocale(content, layoutWords),
	// The site settings (language-neutral): app/config/site.ts.
	settings: (content) => content.en.settings.site,
	// The site words in all three languages, Traditional made here: the e-mails (app/content/site-words.server.ts).
	'site-words': (content) => byLocale(content, (words) => words),
}

/** Parts made from the settings and words files alone: loaded without the pages and records (a worker thread starts faster). */
const wordsAndSettingsOnly = new Set(['settings', 'site-words', 'error-page', 'layout-words'])

const resolvedIds = new Set(
	[virtualId, ...Object.keys(parts).map((part) => `${virtualId}/${part}`)].map((id) => `\0${id}`),
)

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
			return resolvedIds.has(`\0${id}`) ? `\0${id}` : undefined
		},
		load(id) {
			if (!resolvedIds.has(id)) return undefined
			const name = id.slice(`\0${virtualId}/`.length)
			const part = parts[name]
			// The development server loads afresh after each change; a build loads once.
			const { content, files } =
				part && wordsAndSettingsOnly.has(name)
					? loadSettingsAndWords(contentDir)
					: server
						? loadSiteContent(contentDir)
						: loadSiteContentForBuild(contentDir)
			for (const file of files) this.addWatchFile(file)
			return `export default ${JSON.stringify(part ? part(content) : content)}`
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
		const graph = environment.moduleGraph
		for (const id of resolvedIds) {
			const module = graph.getModuleById(id)
			if (module) graph.invalidateModule(module)
		}
	}
}
