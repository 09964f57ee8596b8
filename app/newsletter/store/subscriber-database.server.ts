import { Worker } from 'node:worker_threads'
import databaseWorker from 'virtual:worker/database'
import {
	operations,
	type OperationInput,
	type OperationName,
	type OperationOutput,
} from './database-operations.server.ts'
import type { WorkerReply, WorkerRequest, WorkerSettings } from './database-worker.server.ts'

/**
 * The subscriber database as the server uses it: every operation of
 * database-operations.server.ts as an async function, run on the database's
 * own thread (database-worker.server.ts), so that SQLite never blocks the
 * thread that serves pages.
 *
 *   const database = openSubscriberDatabase({ path })
 *   const email = await database.signUp({ address, locale, … })   // resolves after COMMIT
 *   await database.close()
 *
 * A call rejects with `DatabaseError` when the database cannot do it: the
 * file cannot be opened or written, the write lock stayed taken past the
 * busy timeout, or the file at the path was deleted or replaced
 * (`code: 'DATABASE_REPLACED'`). Nothing of a rejected write was kept in the
 * file at the path. The next call tries again (reopening the file when needed);
 * if the worker itself dies, the next call starts a new one.
 */
export type SubscriberDatabase = {
	[Name in OperationName]: (input: OperationInput<Name>) => Promise<OperationOutput<Name>>
} & {
	/** Finishes the writes already sent, closes the connection and ends the thread. Later calls reject. */
	close(): Promise<void>
}

export type SubscriberDatabaseOptions = {
	/** The SQLite file (created with its folder when missing). */
	path: string
	/** How long a write waits for another process's lock before it fails (ms). */
	busyTimeoutMs?: number
}

/** A failed database call: `code` is SQLite's (`ERR_SQLITE_ERROR`, …) or `DATABASE_REPLACED`. */
class DatabaseError extends Error {
	readonly code: string | undefined
	constructor(message: string, code?: string) {
		super(message)
		this.code = code
	}
}

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void }

export function openSubscriberDatabase({ path, busyTimeoutMs = 2000 }: SubscriberDatabaseOptions): SubscriberDatabase {
	let worker: Worker | null = null
	let nextId = 1
	let closing: Promise<void> | null = null
	const pending = new Map<number, Pending>()

	/** The worker keeps the process alive only while a call waits for it. */
	const updateRef = () => (pending.size > 0 ? worker?.ref() : worker?.unref())

	function failAll(error: Error) {
		for (const waiting of pending.values()) waiting.reject(error)
		pending.clear()
	}

	function start(): Worker {
		const settings: WorkerSettings = { path, busyTimeoutMs }
		const started = new Worker(databaseWorker, { workerData: settings })
		started.on('message', (message: WorkerReply) => {
			if ('closed' in message) return
			const waiting = pending.get(message.id)
			if (!waiting) return
			pending.delete(message.id)
			updateRef()
			if (message.ok) waiting.resolve(message.value as never)
			else waiting.reject(new DatabaseError(message.error.message, message.error.code))
		})
		started.on('error', (error) => failAll(new DatabaseError(`The database thread failed: ${error.message}`)))
		started.on('exit', () => {
			if (worker === started) worker = null
			failAll(new DatabaseError('The database thread stopped'))
		})
		return started
	}

	function call<Name extends OperationName>(name: Name, input: OperationInput<Name>): Promise<OperationOutput<Name>> {
		if (closing) return Promise.reject(new DatabaseError('The subscriber database is closed'))
		worker ??= start()
		const id = nextId++
		return new Promise((resolve, reject) => {
			pending.set(id, { resolve: resolve as Pending['resolve'], reject })
			updateRef()
			// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
			worker!.postMessage({ id, name, input } satisfies WorkerRequest)
		})
	}

	async function close() {
		closing ??= (async () => {
			const running = worker
			if (!running) return
			const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
			running.ref()
			// oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
			running.postMessage({ close: true } satisfies WorkerRequest)
			await exited
		})()
		return closing
	}

	const functions = Object.fromEntries(
		(Object.keys(operations) as OperationName[]).map((name) => [
			name,
			(input: OperationInput<typeof name>) => call(name, input),
		]),
	)
	return { ...functions, close } as SubscriberDatabase
}
