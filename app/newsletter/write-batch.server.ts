import type { DatabaseSync } from 'node:sqlite'

type Job = { work: (db: DatabaseSync) => unknown; resolve: (value: never) => void; reject: (error: unknown) => void }

/**
 * Group commit. Writes that arrive while the event loop is busy are run
 * together in one transaction, each inside its own savepoint (one failing
 * write does not undo the others), and committed with one fsync. Each
 * caller's promise settles only after COMMIT has returned, so a success answer
 * always means the row is on disk.
 */
export class WriteBatch {
	#queue: Job[] = []
	#scheduled = false
	readonly #open: () => DatabaseSync

	constructor(open: () => DatabaseSync) {
		this.#open = open
	}

	run<T>(work: (db: DatabaseSync) => T): Promise<T> {
		return new Promise<T>((resolve, reject) => {
			this.#queue.push({ work, resolve: resolve as Job['resolve'], reject })
			if (!this.#scheduled) {
				this.#scheduled = true
				setImmediate(() => this.#flush())
			}
		})
	}

	#flush() {
		this.#scheduled = false
		const jobs = this.#queue.splice(0)
		if (jobs.length === 0) return
		const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
		let db: DatabaseSync
		try {
			db = this.#open()
			db.exec('BEGIN IMMEDIATE')
		} catch (error) {
			for (const job of jobs) job.reject(error)
			return
		}
		try {
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
		} catch (error) {
			try {
				if (db.isTransaction) db.exec('ROLLBACK')
			} catch {
				// The original error is the one worth reporting.
			}
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
