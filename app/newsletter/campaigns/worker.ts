/**
 * The campaign sender's worker thread (started by sender.server.ts): its own
 * event loop and database connection, so a slow mail server or a long
 * database write never holds up the pages. Asked to stop with the message
 * 'stop'; it then finishes the messages on their way and exits.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { CampaignConfig } from './config.ts'
import { CampaignEngine } from './engine.ts'

const engine = new CampaignEngine((workerData as { config: CampaignConfig }).config)
engine.start()
parentPort?.on('message', (message: unknown) => {
	if (message !== 'stop') return
	void engine.stop().finally(() => parentPort?.close())
})
