import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import campaignWorker from 'virtual:worker/campaigns'
import type { Logger } from '#app/newsletter/delivery/outbox.server.ts'
import { campaignConfigFromEnv, type CampaignConfig } from './config.ts'

export type CampaignSender = {
	/** Asks the sender to finish the messages on their way; after `deadlineMs` its thread is ended (it resumes on the next start). */
	stop(deadlineMs?: number): Promise<void>
}

const restartAfterMs = 30_000

/**
 * Starts the news campaign sender in its own worker thread (worker.ts). A
 * bad setting is logged and sending stays off; a crash of the thread is
 * logged and it is started again after 30 s. Neither ever affects the pages.
 */
export function startCampaignSender({
	env = process.env,
	log = console,
}: { env?: NodeJS.ProcessEnv; log?: Logger } = {}): CampaignSender {
	let config: CampaignConfig
	try {
		config = campaignConfigFromEnv(env)
	} catch (error) {
		log.error(`[campaigns] Not sending news: ${(error as Error).message}`)
		return { stop: async () => {} }
	}
	let worker: Worker | null = null
	let stopping = false
	let restartTimer: NodeJS.Timeout | undefined

	function spawn() {
		// A small heap: the sender keeps little, and without limits V8 lets garbage from thousands of
		// messages grow the process by ~190 MB before collecting it (the bench measured +21 MB with these).
		const thread = new Worker(campaignWorker, {
			workerData: { config },
			resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
		})
		worker = thread
		thread.on('error', (error) => log.error(`[campaigns] The sender stopped with an error: ${error.message}`))
		thread.on('exit', () => {
			if (worker === thread) worker = null
			if (stopping) return
			log.error(`[campaigns] The sender's thread ended; starting it again in ${restartAfterMs / 1000} s.`)
			restartTimer = setTimeout(spawn, restartAfterMs)
			restartTimer.unref()
		})
	}
	spawn()

	return {
		async stop(deadlineMs = 5000) {
			stopping = true
			clearTimeout(restartTimer)
			const thread = worker
			if (!thread) return
			const exited = once(thread, 'exit')
			thread.postMessage('stop', [])
			const deadline = setTimeout(() => void thread.terminate(), deadlineMs)
			await exited
			clearTimeout(deadline)
		},
	}
}
