import { minifySync, type Plugin } from 'vite'

/**
 * app/enhancements/enhance.js reaches the page as a file of its own (`?url`),
 * which Vite copies as it is. This minifies that copy in the build, so its
 * comments cost readers nothing: every page loads it (docs/decisions/013).
 */
export function minifyEnhancements(): Plugin {
	return {
		name: 'minify-enhancements',
		apply: 'build',
		generateBundle(_options, bundle) {
			for (const file of Object.values(bundle)) {
				if (file.type !== 'asset' || !file.originalFileNames.some((name) => name.endsWith('enhancements/enhance.js'))) {
					continue
				}
				const result = minifySync(file.fileName, String(file.source), { compress: true, mangle: true })
				if (result.errors.length > 0) throw new Error(`Minifying ${file.fileName}: ${result.errors[0]!.message}`)
				file.source = result.code
			}
		},
	}
}
