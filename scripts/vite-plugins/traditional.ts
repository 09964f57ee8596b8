import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { hongKongGlossaryFile } from '#app/i18n/traditional/hong-kong-glossary.ts'
import { hongKongGlossaryPath, reloadHongKongGlossary } from '#app/i18n/traditional/to-hong-kong.ts'

/**
 * Keeps the Traditional Chinese conversion up to date during development:
 * when the Hong Kong glossary (content/glossary/zh-hant-hk.yml) changes, the
 * converter forgets it, so the content loader, which makes every Traditional
 * page from its Simplified file (decision 028), converts with the new one.
 * A bad glossary entry stops the build when the loader first converts.
 */
export function traditionalChinese(): Plugin {
	return {
		name: 'traditional-chinese-content',
		enforce: 'pre',
		buildStart() {
			this.addWatchFile(hongKongGlossaryPath())
		},
		configureServer(server) {
			// Before the content plugin's watcher reloads the content with the glossary.
			server.watcher.prependListener('change', (file: string) => {
				if (relative(process.cwd(), file) === hongKongGlossaryFile) reloadHongKongGlossary()
			})
		},
		watchChange(id) {
			if (relative(process.cwd(), id) === hongKongGlossaryFile) reloadHongKongGlossary()
		},
	}
}
