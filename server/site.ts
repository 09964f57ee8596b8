import type { Server } from 'node:http'
import type { ViteDevServer } from 'vite'
import { startCampaignSender } from '#app/newsletter/campaigns/sender.server.ts'
import { createApp } from './app.ts'
import { gracefulShutdown } from './graceful-shutdown.ts'
import { createLogThrottle } from './log-throttle.ts'

export { createApp }

/**
 * Everything the server process runs, ready to listen: the Express app (its
 * newsletter runtime opens the database now) and the news campaign sender
 * in its own thread (docs/decisions/027). server/start.ts imports this from
 * the build (build/server/site.js) and adds the process: listening, signals.
 */
export async function createSite({ buildDir, vite }: { buildDir: string; vite?: ViteDevServer }) {
	const log = createLogThrottle({ write: (line) => console.error(line) })
	const app = await createApp({ buildDir, log, vite })
	const campaigns = startCampaignSender()
	return {
		app,
		/** Stops taking connections, finishes those in flight, then the sender (it gives itself 5 s) and the database. */
		shutDownOn(server: Server, deadlineMs: number) {
			return gracefulShutdown(server, {
				closeResources: async () => {
					await campaigns.stop()
					await app.locals.reminders?.stop()
					await app.locals.newsletter.close()
				},
				deadlineMs,
				log: (line) => console.log(line),
			})
		},
		flushLog: () => log.flush(),
	}
}
