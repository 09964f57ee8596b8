/**
 * Where the build is, and a build made when there is none: shared by the
 * two files plain Node runs, server/start.ts and server/command.ts. Plain
 * Node: no imports but Node's own.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const buildDir = resolve(process.env.BUILD_DIR ?? 'build')

/** A module of the server build (build/server/<name>.js), building the site first when there is no build. */
export async function importBuilt<T>(name: string): Promise<T> {
	const file = join(buildDir, 'server', `${name}.js`)
	if (!existsSync(file)) {
		console.log(`No build in ${buildDir}: building first (npm run build)…`)
		const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env })
		if (result.status !== 0) process.exit(result.status ?? 1)
	}
	return (await import(pathToFileURL(file).href)) as T
}
