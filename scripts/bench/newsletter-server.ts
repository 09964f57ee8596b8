import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * The production server for the sign-up benches (bench:subscribe,
 * bench:lock): built first if there is no build, on `port`, with a fresh
 * temporary database, the rate limit off and no SMTP (messages go to the
 * outbox table). Resolves once it answers; `stop()` ends it and removes the
 * database.
 */
export async function startNewsletterServer(
	name: string,
	port: number,
	{ serverErrors = 'ignore' }: { serverErrors?: 'ignore' | 'inherit' } = {},
): Promise<{ base: string; databasePath: string; server: ChildProcess; stop: () => Promise<void> }> {
	if (!existsSync('build/server/index.js')) {
		console.log('No build: running npm run build first…')
		const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
		if (build.status !== 0) process.exit(build.status ?? 1)
	}
	const base = `http://127.0.0.1:${port}`
	const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`))
	const databasePath = join(dir, 'newsletter.sqlite')
	const server = spawn(process.execPath, ['server/start.ts'], {
		env: {
			...process.env,
			PORT: String(port),
			HOST: '127.0.0.1',
			DATABASE_PATH: databasePath,
			NEWSLETTER_RATE_LIMIT: '0',
			SMTP_URL: '',
		},
		stdio: ['ignore', 'ignore', serverErrors],
	})
	const stop = async () => {
		if (server.exitCode === null) {
			server.kill('SIGTERM')
			await new Promise((resolve) => server.once('exit', resolve))
		}
		rmSync(dir, { recursive: true, force: true })
	}
	for (let attempt = 0; attempt < 100; attempt++) {
		try {
			if ((await fetch(`${base}/`)).ok) return { base, databasePath, server, stop }
		} catch {
			// Not listening yet.
		}
		await sleep(100)
	}
	await stop()
	throw new Error(`The server did not start on ${base}`)
}
