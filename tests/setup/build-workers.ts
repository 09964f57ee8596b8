import { resolve } from 'node:path'
import { build } from 'vite'
import { siteContent } from '#scripts/vite-plugins/content.ts'
import { testWorkersDir, workerEntries } from '#scripts/vite-plugins/server-build.ts'
import { traditionalChinese } from '#scripts/vite-plugins/traditional.ts'

/**
 * Vitest's global set-up: the worker threads (database, campaigns) built
 * once per run, as the server build makes them (scripts/vite-plugins/server-build.ts),
 * so that each test file's thread starts in milliseconds instead of running
 * its source through Vite (about a second, many on a busy machine).
 */
export default async function buildWorkers() {
	const root = process.cwd()
	await build({
		configFile: false,
		logLevel: 'warn',
		plugins: [traditionalChinese(), siteContent()],
		build: {
			ssr: true,
			outDir: testWorkersDir(root),
			emptyOutDir: true,
			copyPublicDir: false,
			minify: false,
			rollupOptions: {
				input: Object.fromEntries(Object.entries(workerEntries).map(([name, file]) => [name, resolve(root, file)])),
				output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
			},
		},
	})
}
