import type { DatabaseSync } from 'node:sqlite'

type Job = { work: (db: DatabaseSync) => unknown; resolve: (value: never) => void; reject: (error: unknown) => void }

export type WriteBatchOptions = {
	/** The connection to write on (opened, or opened again, as needed). */
	open: () => DatabaseSync
	/**
	 * Throws if the connection no longer writes to the right place (the file
	 * at its path was deleted or replaced). Called before each batch, and
	 * again after COMMIT: a batch that committed to a file no longer at its
	 * path is reported as failed, never as done.
	 */
	check?: () => void
	/** Called when a whole batch fails (BEGIN, COMMIT or `check`): the connection should be dropped. */
	onFailure?: (error: unknown) => void
}

/**
 * Group commit. Writes that arrive while the thread is busy are run
 * together in one transaction, each inside its own savepoint (one failing
 * write does not undo the others), and committed with one fsync. Each
 * caller's promise settles only after COMMIT has returned, so a success answer
 * always means the row is on disk, in the file at the database's path.
 */
export class WriteBatch {
	#queue: Job[] = []
	#scheduled = false
	readonly #options: WriteBatchOptions

	constructor(options: WriteBatchOptions) {
		this.#options = options
	}

	run<T>(work: (db: DatabaseSync) => T): Promise<T> {
		return new Promise<T>((resolve, reject) => {
			this.#queue.push({ work, resolve: resolve as Job['resolve'], reject })
			if (!this.#scheduled) {
				this.#scheduled = true
				setImmediate(() => this.flush())
			}
		})
	}

	/** Runs every waiting write now (also called on close, so nothing queued is left behind). */
	flush() {
		this.#scheduled = false
		const jobs = this.#queue.splice(0)
		if (jobs.length === 0) return
		const { open, check, onFailure } = this.#options
		const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
		let db: DatabaseSync | undefined
		try {
			db = open()
			check?.()
			db.exec('BEGIN IMMEDIATE')
			for (const job of jobs) {
				db.exec('SAVEPOINT job')
				try {
					outcomes.push({ ok: true, value: job.work(db) })
					db.exec('RELEASE job')
				} catch (error) {
					db.exec('ROLLBACK TO job')
					db.exec('RELEASE job')
					outcomes.push({ ok: false, error })
				}
			}
			db.exec('COMMIT')
			check?.()
		} catch (error) {
			try {
				if (db?.isTransaction) db.exec('ROLLBACK')
			} catch {
				// The original error is the one worth reporting.
			}
			onFailure?.(error)
			for (const job of jobs) job.reject(error)
			return
		}
		jobs.forEach((job, index) => {
			const outcome = outcomes[index]!
			if (outcome.ok) job.resolve(outcome.value as never)
			else job.reject(outcome.error)
		})
	}
}
