import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { hongKongGlossaryFile } from '../app/i18n/traditional/hong-kong-glossary.ts'
import { hongKongGlossaryPath, reloadHongKongGlossary } from '../app/i18n/traditional/to-hong-kong.ts'
import { generateTraditional } from './generate-traditional.ts'

/**
 * Regenerates the Traditional Chinese content (app/content/zh-hant) from the
 * Simplified files when a build or dev server starts, and again whenever a
 * Simplified file or the Hong Kong glossary changes during development.
 */
export function traditionalChinese(): Plugin {
	let generated: Promise<number> | undefined
	return {
		name: 'traditional-chinese-content',
		enforce: 'pre',
		buildStart() {
			this.addWatchFile(hongKongGlossaryPath())
			// The plugin runs once per Vite environment (client, SSR); generate once.
			generated ??= generateTraditional()
			return generated.then(() => undefined)
		},
		async watchChange(id) {
			const path = relative(process.cwd(), id)
			if (path === hongKongGlossaryFile) {
				reloadHongKongGlossary()
				await generateTraditional()
			} else if (path.startsWith('app/content/zh-hans')) await generateTraditional()
		},
	}
}
