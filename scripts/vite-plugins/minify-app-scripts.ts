import { minifySync, type Plugin } from 'vite'

/**
 * The plain scripts of app/ (app/enhancements/enhance.js on every page, the
 * search page's scripts, the events list's) reach the page as files of their
 * own (`?url`), which Vite copies as they are. This minifies those copies in
 * the build, so their comments cost readers nothing (docs/decisions/013).
 */
const isAppScript = (name: string) => /(^|\/)app\/.+\.js$/.test(name)

export function minifyAppScripts(): Plugin {
	return {
		name: 'minify-app-scripts',
		apply: 'build',
		generateBundle(_options, bundle) {
			for (const file of Object.values(bundle)) {
				if (file.type !== 'asset' || !file.originalFileNames.some(isAppScript)) {
					continue
				}
				const result = minifySync(file.fileName, String(file.source), { compress: true, mangle: true })
				if (result.errors.length > 0) throw new Error(`Minifying ${file.fileName}: ${result.errors[0]!.message}`)
				file.source = result.code
			}
		},
	}
}
