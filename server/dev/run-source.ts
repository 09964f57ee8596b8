/**
 * Runs server source through Vite where there is no build (development,
 * Vitest), with the plugins the server build has (content, Traditional
 * Chinese, workers), so that `#app/…`, JSX and `virtual:` modules work as
 * they do in the build (scripts/vite-plugins/server-build.ts, docs/decisions/042):
 *
 *   - a worker thread's start: its address is a small `data:` module that calls runSource();
 *   - a command: `node server/dev/run-source.ts server/commands/subscribers.ts export`.
 *
 * Needs Vite, a development dependency: never part of a production install.
 */
import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { serverPlugins } from '#scripts/vite-plugins/server-plugins.ts'

/** Imports (runs) one source file through Vite. */
export async function runSource(entry: string): Promise<void> {
	await runnerImport(resolve(entry), { plugins: serverPlugins(), logLevel: 'error', clearScreen: false })
}

if (import.meta.main) {
	const entry = process.argv[2]
	if (!entry) throw new Error('Usage: node server/dev/run-source.ts <source file> [arguments]')
	// The command reads its arguments at process.argv.slice(2), as when Node runs it directly.
	process.argv.splice(1, 1)
	await runSource(entry)
}
