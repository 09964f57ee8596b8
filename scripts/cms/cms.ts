/**
 * `npm run cms`: edit the site on this computer, offline. Starts Decap's
 * local backend (decap-server, writing straight to the files) and the
 * development server, whose /admin/config.yml then switches the CMS to it.
 * What is saved in /admin is written to content/ (and photos to
 * public/media/), and the open pages of the site reload with it.
 *
 *   PORT             the site (default 5173)
 *   CMS_SERVER_PORT  decap-server (default 8081)
 *   CONTENT_DIR      edit a copy of the content folder instead (photos go to <copy>/../public/media)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { contentDirectory } from '#scripts/vite-plugins/content.ts'

const port = process.env.PORT ?? '5173'
const cmsPort = process.env.CMS_SERVER_PORT ?? '8081'
const repository = dirname(contentDirectory())
const require = createRequire(import.meta.url)

const children: ChildProcess[] = []
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
	const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' })
	children.push(child)
	child.on('exit', (code, signal) => {
		console.log(`${name} stopped (${signal ?? code}); stopping the rest.`)
		stopAll(code ?? 1)
	})
	return child
}

function stopAll(code: number) {
	for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
	process.exitCode = code
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

start('decap-server', process.execPath, [require.resolve('decap-server/dist/index.js')], {
	PORT: cmsPort,
	// Only this computer may reach it: it writes files without asking who is there.
	BIND_HOST: '127.0.0.1',
	MODE: 'fs',
	GIT_REPO_DIRECTORY: repository,
	LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
})
start('development server', process.execPath, [join(import.meta.dirname, '../../server/start.ts'), '--dev'], {
	CMS_SERVER_PORT: cmsPort,
	PORT: port,
})
console.log(`\nEdit the site at http://localhost:${port}/admin/ (saves to ${repository}); Ctrl+C stops.\n`)
