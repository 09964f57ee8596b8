/**
 * `npm start`: serves the production build on http://localhost:3000 (PORT
 * overrides), building it first when there is none. SIGTERM or SIGINT shut it
 * down within SHUTDOWN_TIMEOUT_SECONDS (10): server/graceful-shutdown.ts.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

// React picks its production build from NODE_ENV when first loaded; without
// it, every request rendered here (answers to sign-ups, 404s) ran React's
// slower development build. Set before anything imports React.
process.env.NODE_ENV ??= 'production'

const buildDir = resolve(process.env.BUILD_DIR ?? 'build')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const shutdownSeconds = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 10)
if (!(shutdownSeconds > 0)) throw new Error(`SHUTDOWN_TIMEOUT_SECONDS must be a positive number of seconds`)

// First, because the server's modules read what the build generates (the Traditional Chinese content).
if (!existsSync(join(buildDir, 'server', 'index.js'))) {
	console.log(`No build in ${buildDir}: building first (npm run build)…`)
	const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

const { createApp } = await import('./app.ts')
const { gracefulShutdown } = await import('./graceful-shutdown.ts')
const { createLogThrottle } = await import('./log-throttle.ts')

const log = createLogThrottle({ write: (line) => console.error(line) })
const app = await createApp({ buildDir, log })
// News campaigns go out from their own worker thread (app/newsletter/campaigns/, docs/decisions/027).
const { startCampaignSender } = await import('../app/newsletter/campaigns/sender.server.ts')
const campaigns = startCampaignSender()
const server = app.listen(port, host, () => {
	// The port actually bound: PORT=0 picks a free one (tests start servers that way).
	const address = server.address()
	const bound = typeof address === 'object' && address ? address.port : port
	console.log(`Serving ${buildDir} on http://localhost:${bound}`)
})

const shutDown = gracefulShutdown(server, {
	// The campaign sender stops first (it gives itself 5 s), then the sign-up's database.
	closeResources: async () => {
		await campaigns.stop()
		await app.locals.newsletter.close()
	},
	deadlineMs: shutdownSeconds * 1000,
	log: (line) => console.log(line),
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	// Once: a second signal during the shutdown ends the process at once (the default action).
	process.once(signal, async () => {
		const code = await shutDown()
		log.flush()
		process.exit(code)
	})
}
