/**
 * `npm run cms`: edit the site on this computer, offline, without signing in.
 * Starts the development server on 127.0.0.1 only, with local editing on
 * (CMS_LOCAL_EDITING=1): /admin saves through the same server code as
 * production (server/content-api/) and the same content check before
 * anything is written, but as the person Git knows on this computer, with no
 * commit and no build: the files change in content/ (photos in
 * public/media/), and the open pages of the site reload with them.
 *
 *   PORT         the site (default 5173)
 *   CONTENT_DIR  edit a copy of the content folder instead (photos go to <copy>/../public/media)
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { contentDirectory } from '#scripts/vite-plugins/content.ts'

const port = process.env.PORT ?? '5173'
const repository = dirname(contentDirectory())

const server = spawn(process.execPath, [join(import.meta.dirname, '../../server/start.ts'), '--dev'], {
	env: { ...process.env, PORT: port, HOST: '127.0.0.1', CMS_LOCAL_EDITING: '1', REPOSITORY_DIR: repository },
	stdio: 'inherit',
})
server.on('exit', (code, signal) => {
	process.exitCode = code ?? (signal ? 0 : 1)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
console.log(`\nEdit the site at http://localhost:${port}/admin/ (saves to ${repository}); Ctrl+C stops.\n`)
