import { join } from 'node:path'
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'

/** The islands' browser entry (docs/decisions/022). */
const entry = 'app/islands/client.tsx'
/** What `<Island>` imports to name that script in the page. */
const urlModule = 'virtual:islands/client-url'
/** In development: the islands entry behind React Router's refresh preamble, which its modules expect. */
const devEntry = 'virtual:islands/dev-entry'
/** What `<Island>` gets for `react-dom/server` in React Router's browser bundle, which no page loads. */
const noServerRenderer = 'virtual:islands/no-server-renderer'

/**
 * Builds the islands' browser script as an entry of its own: React, the
 * registry's components and the hydration code, in one file, nothing of
 * React Router. It is built once, on the side, when the app's build first
 * needs its URL; the file is written with the client build's assets
 * (`assets/islands-<hash>.js`), and `virtual:islands/client-url` gives the
 * server its URL. In development the dev server serves the entry itself.
 */
export function islands(): Plugin {
	let config: ResolvedConfig
	let client: Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> | undefined
	const buildOnce = () => (client ??= buildClient(config))
	return {
		name: 'islands',
		// Before Vite's own resolver, which would otherwise resolve react-dom/server first.
		enforce: 'pre',
		// One instance for the client and server builds: the script is built once, for both.
		sharedDuringBuild: true,
		configResolved(resolved) {
			config = resolved
		},
		resolveId(id, importer) {
			if (id === urlModule || id === devEntry) return `\0${id}`
			// React Router still builds a browser bundle of every route, though no page loads it
			// (docs/decisions/022): keep React's server renderer, which <Island> uses, out of it.
			if (
				id === 'react-dom/server' &&
				this.environment.name === 'client' &&
				config.command === 'build' &&
				importer?.endsWith('/app/islands/island.tsx')
			) {
				return `\0${noServerRenderer}`
			}
		},
		async load(id) {
			if (id === `\0${noServerRenderer}`) {
				return `export function renderToString() { throw new Error('Islands render on the server') }`
			}
			if (id === `\0${devEntry}`) return `import 'virtual:react-router/inject-hmr-runtime'\nimport '/${entry}'`
			if (id !== `\0${urlModule}`) return
			if (config.command === 'serve') return `export default ${JSON.stringify(`${config.base}@id/__x00__${devEntry}`)}`
			const script = (await buildOnce()).find((file) => file.type === 'chunk' && file.isEntry)
			if (!script) throw new Error(`islands: building ${entry} produced no script`)
			return `export default ${JSON.stringify(config.base + script.fileName)}`
		},
		async generateBundle() {
			if (this.environment.name !== 'client' || config.command !== 'build') return
			for (const file of await buildOnce()) {
				// The entry's CSS is already on the page: the server rendered the same components.
				if (file.fileName.endsWith('.css')) continue
				this.emitFile({
					type: 'asset',
					fileName: file.fileName,
					// The hint goes on after minifying, which drops comments.
					source: file.type === 'chunk' ? `${compileHint}\n${file.code}` : file.source,
				})
			}
		},
	}
}

/** How Rolldown wraps a CommonJS module (React is CommonJS): an arrow function, run on first `require`. */
const commonJsWrapper = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g

/**
 * Lets V8 compile React with the rest of the script, before it runs, rather
 * than in the task that first runs it: V8 compiles an arrow function lazily,
 * on its first call, but a parenthesised `function` eagerly. Measured at 4×
 * CPU throttling, React's first run went from about 70 to about 50 ms of CPU
 * (docs/decisions/022). Same code, same meaning: the wrappers use neither
 * `this` nor `arguments`.
 */
function compiledWhileLoading(): Plugin {
	return {
		name: 'islands:compiled-while-loading',
		renderChunk(code) {
			return code.replace(commonJsWrapper, '__commonJSMin((function($1) {')
		},
	}
}

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function
 * of the file while it downloads, on a background thread, instead of each
 * one on the main thread when it first runs. Every function of these files
 * does run at start-up or in hydration. Other browsers read a comment.
 * https://v8.dev/blog/explicit-compile-hints
 */
const compileHint = '//# allFunctionsCalledOnLoad'

async function buildClient(config: ResolvedConfig) {
	const result = await build({
		configFile: false,
		root: config.root,
		mode: config.mode,
		base: config.base,
		logLevel: 'warn',
		resolve: { tsconfigPaths: true },
		plugins: [compiledWhileLoading()],
		build: {
			write: false,
			copyPublicDir: false,
			assetsInlineLimit: 0,
			rolldownOptions: {
				input: { islands: join(config.root, entry) },
				output: {
					entryFileNames: 'assets/[name]-[hash].js',
					// One file: a page makes one request for all its islands.
					codeSplitting: false,
				},
			},
		},
	})
	const outputs = Array.isArray(result) ? result : [result]
	return outputs.flatMap((output) => ('output' in output ? output.output : []))
}
