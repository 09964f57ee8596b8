import type { Server } from 'node:http'
import type { ViteDevServer } from 'vite'
import { startCampaignSender, type CampaignSender } from '#app/newsletter/campaigns/sender.server.ts'
import { createApp } from './app.ts'
import { gracefulShutdown } from './graceful-shutdown.ts'
import { createLogThrottle } from './log-throttle.ts'

export { createApp }

export type SiteOptions = {
	buildDir: string
	vite?: ViteDevServer
	/** Switches the live site to a newly published build (server/start.ts). */
	switchTo?: (dir: string) => Promise<void>
	/** Start the news campaign sender now (false: the site replaces another, whose sender stops first). */
	startSender?: boolean
}

/**
 * Everything the server process runs, ready to listen: the Express app (its
 * newsletter runtime opens the database now), the staff workspace with its
 * publisher, and the news campaign sender in its own thread (docs/decisions/027).
 * server/start.ts imports this from the build (build/server/site.js) and adds
 * the process: listening, signals, and the switch to a newly published build,
 * which creates the next site from that build and retires this one
 * (docs/decisions/046).
 */
export async function createSite({ buildDir, vite, switchTo, startSender = true }: SiteOptions) {
	const log = createLogThrottle({ write: (line) => console.error(line) })
	const app = await createApp({ buildDir, log, vite, switchTo })
	let campaigns: CampaignSender | null = startSender ? startCampaignSender() : null
	const publisher = app.locals.workspace.publisher

	async function close() {
		await campaigns?.stop()
		await app.locals.reminders?.stop()
		await publisher?.idle()
		await app.locals.newsletter.close()
	}

	return {
		app,
		startSender() {
			campaigns ??= startCampaignSender()
		},
		/** Asks this site's publisher for a build (a save the retired site took during the switch). */
		requestBuild: () => publisher?.requestBuild(),
		/** This site is being replaced: it builds no more. True when a save still waits for a build. */
		stopPublishing: () => publisher?.retire() ?? false,
		stopSender: async () => {
			await campaigns?.stop()
			campaigns = null
		},
		/** The sender, the publisher and the database, once the requests in flight are done. */
		close,
		/** Stops taking connections, finishes those in flight, then `closeCurrent` (the site serving then) or this one. */
		shutDownOn(server: Server, deadlineMs: number, closeCurrent: () => Promise<void> = close) {
			return gracefulShutdown(server, {
				closeResources: closeCurrent,
				deadlineMs,
				log: (line) => console.log(line),
			})
		},
		flushLog: () => log.flush(),
	}
}
