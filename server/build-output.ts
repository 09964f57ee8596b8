/**
 * Where the build is, and a build made when there is none: shared by the
 * two files plain Node runs, server/start.ts and server/command.ts. Plain
 * Node: no imports but Node's own.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const builtAt = (dir: string) => {
	try {
		return String(
			(JSON.parse(readFileSync(join(dir, 'build-info.json'), 'utf8')) as { builtAt?: string }).builtAt ?? '',
		)
	} catch {
		return ''
	}
}

/**
 * The build to serve: the deployed one (BUILD_DIR, `build`), or the one the
 * workspace published last (BUILDS_DIR/live, server/publishing/), whichever
 * was built later: a deployment's fresh build wins over older publications,
 * and a publication after it wins over it.
 */
function newestBuild(): string {
	const deployed = resolve(process.env.BUILD_DIR ?? 'build')
	const live = join(resolve(process.env.BUILDS_DIR ?? 'build-published'), 'live')
	if (!existsSync(join(live, 'server', 'site.js'))) return deployed
	return builtAt(live) > builtAt(deployed) ? realpathSync(live) : deployed
}

export const buildDir = newestBuild()

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
