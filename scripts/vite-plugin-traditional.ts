import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { generateTraditional } from './generate-traditional.ts'

/**
 * Regenerates the Traditional Chinese content (app/content/zh-hant) from the
 * Simplified files when a build or dev server starts, and again whenever a
 * Simplified file changes during development.
 */
export function traditionalChinese(): Plugin {
	let generated: Promise<number> | undefined
	return {
		name: 'traditional-chinese-content',
		enforce: 'pre',
		buildStart() {
			// The plugin runs once per Vite environment (client, SSR); generate once.
			generated ??= generateTraditional()
			return generated.then(() => undefined)
		},
		async watchChange(id) {
			if (relative(process.cwd(), id).startsWith('app/content/zh-hans')) await generateTraditional()
		},
	}
}
