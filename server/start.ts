/**
 * `npm start`: serves the production build on http://localhost:3000 (PORT
 * overrides), building it first when there is none.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

// React picks its production build from NODE_ENV when first loaded; without
// it, every request rendered here (answers to sign-ups, 404s) ran React's
// slower development build. Set before anything imports React.
process.env.NODE_ENV ??= 'production'
const { createApp } = await import('./app.ts')

const buildDir = resolve(process.env.BUILD_DIR ?? 'build')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

if (!existsSync(join(buildDir, 'server', 'index.js'))) {
	console.log(`No build in ${buildDir}: building first (npm run build)…`)
	const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

const app = await createApp({ buildDir })
// News campaigns go out from their own worker thread (app/newsletter/campaigns/, docs/decisions/027).
const { startCampaignSender } = await import('../app/newsletter/campaigns/sender.server.ts')
const campaigns = startCampaignSender()
const server = app.listen(port, host, () => {
	// The port actually bound: PORT=0 picks a free one (tests start servers that way).
	const address = server.address()
	const bound = typeof address === 'object' && address ? address.port : port
	console.log(`Serving ${buildDir} on http://localhost:${bound}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () =>
		server.close(async () => {
			await campaigns.stop()
			await app.locals.newsletter.close()
			process.exit(0)
		}),
	)
}
