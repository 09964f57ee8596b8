import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

/**
 * The server's own modules, built by Vite beside React Router's server build
 * (build/server/index.js) into build/server/: plain Node runs only
 * server/start.ts and server/command.ts, which import these
 * (docs/decisions/042).
 */
const serverEntries = {
	site: 'server/site.ts',
	'commands/campaigns': 'server/commands/campaigns.ts',
	'commands/subscribers': 'server/commands/subscribers.ts',
	'commands/staff': 'server/commands/staff.ts',
} as const

/**
 * Worker threads, each a file of its own in the build. The code that starts
 * one imports its address: `import url from 'virtual:worker/database'`, then
 * `new Worker(url)`.
 */
export const workerEntries = {
	database: 'app/newsletter/store/database-worker.server.ts',
	campaigns: 'app/newsletter/campaigns/worker.ts',
} as const

const prefix = 'virtual:worker/'

/** Where Vitest's global set-up builds the workers once per run (tests/setup/build-workers.ts). */
export const testWorkersDir = (root = process.cwd()) => resolve(root, 'node_modules/.cache/test-workers')
const runSource = pathToFileURL(resolve(import.meta.dirname, '../../server/dev/run-source.ts'))

/**
 * In a build, the server environment gets the entries above (named files,
 * shared code in chunks/), each worker as workers/<name>.js, and their
 * addresses in a chunk of their own in chunks/. In
 * development there is no build: a worker's address is a small `data:`
 * module that runs the worker's source through Vite in the thread
 * (server/dev/run-source.ts). Vitest builds the workers once per run
 * (tests/setup/build-workers.ts).
 */
export function serverBuild({ root = process.cwd() }: { root?: string } = {}): Plugin {
	let command: 'build' | 'serve' = 'serve'
	return {
		name: 'server-build',
		configResolved(config) {
			command = config.command
		},
		configEnvironment(name, config, { command: running }) {
			if (name !== 'ssr' || running !== 'build') return
			// Changed in place: the site's chunk groups (vite.config.ts) are for the browser's
			// files, and merged options could only add to them. On the server they would put
			// the whole content in a chunk every command and worker thread loads.
			const options = ((config.build ??= {}).rollupOptions ??= {})
			const serverBuildEntry = typeof options.input === 'string' ? options.input : 'virtual:react-router/server-build'
			options.input = {
				index: serverBuildEntry,
				...Object.fromEntries(Object.entries(serverEntries).map(([n, file]) => [n, resolve(root, file)])),
				...Object.fromEntries(Object.entries(workerEntries).map(([n, file]) => [`workers/${n}`, resolve(root, file)])),
			}
			options.output = {
				...(Array.isArray(options.output) ? {} : options.output),
				entryFileNames: '[name].js',
				chunkFileNames: 'chunks/[name]-[hash].js',
				// The workers' addresses in a chunk of their own, so that they are always
				// relative to build/server/chunks/, whichever entry imports them.
				codeSplitting: {
					groups: [{ name: 'worker-files', test: (id: string) => id.startsWith(`\0${prefix}`), priority: 10 }],
				},
			}
		},
		resolveId(id) {
			if (id.startsWith(prefix) && id.slice(prefix.length) in workerEntries) return `\0${id}`
		},
		load(id) {
			if (!id.startsWith(`\0${prefix}`)) return
			const name = id.slice(prefix.length + 1) as keyof typeof workerEntries
			const source = resolve(root, workerEntries[name])
			if (command === 'build' && this.environment?.name !== 'client')
				return `export default new URL('../workers/${name}.js', import.meta.url)`
			// Vitest: the workers its global set-up built, so that a test's thread starts in milliseconds.
			if (process.env.VITEST)
				return `export default new URL(${JSON.stringify(pathToFileURL(resolve(testWorkersDir(root), `${name}.js`)).href)})`
			const start = `import { runSource } from ${JSON.stringify(runSource.href)}\nawait runSource(${JSON.stringify(source)})\n`
			return `export default new URL(${JSON.stringify(`data:text/javascript,${encodeURIComponent(start)}`)})`
		},
	}
}
