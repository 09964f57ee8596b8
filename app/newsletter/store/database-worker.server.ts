/**
 * The subscriber database's own thread (a worker_threads Worker started by
 * subscriber-database.server.ts; never imported by anything else). It holds
 * the only connection the server has, runs the named operations of
 * database-operations.server.ts, and group-commits writes. SQLite's calls
 * block (waiting up to the busy timeout for a lock, fsync on commit); here
 * they block only this thread, never the one serving pages.
 *
 * Before and after each write batch it checks that the file at the path is
 * still the one it has open (device and inode). A database deleted or
 * replaced under a running server would otherwise take every later write
 * into a file nobody can find again: such a batch fails (the caller answers
 * 503), and the next one opens, or creates, the file at the path.
 */
import { statSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { parentPort, workerData } from 'node:worker_threads'
import { operations, type OperationName } from './database-operations.server.ts'
import { openDatabase } from './database.server.ts'
import { WriteBatch } from './write-batch.server.ts'

export type WorkerSettings = { path: string; busyTimeoutMs: number }
export type WorkerRequest = { id: number; name: OperationName; input: unknown } | { close: true }
export type WorkerReply =
	| { id: number; ok: true; value: unknown }
	| { id: number; ok: false; error: { message: string; code?: string } }
	| { closed: true }

class DatabaseFileReplaced extends Error {
	readonly code = 'DATABASE_REPLACED'
}

type FileIdentity = { dev: bigint; ino: bigint }
type Connection = { db: DatabaseSync; file: FileIdentity | null; wal: FileIdentity | null }

const { path, busyTimeoutMs } = workerData as WorkerSettings
const port = parentPort!
let connection: Connection | null = null

function identityOf(file: string): FileIdentity | null {
	const stats = statSync(file, { bigint: true, throwIfNoEntry: false })
	return stats ? { dev: stats.dev, ino: stats.ino } : null
}

const same = (a: FileIdentity | null, b: FileIdentity | null) =>
	a !== null && b !== null && a.dev === b.dev && a.ino === b.ino

function open(): DatabaseSync {
	if (!connection) {
		const db = openDatabase(path, { busyTimeoutMs })
		const onDisk = path !== ':memory:'
		connection = { db, file: onDisk ? identityOf(path) : null, wal: onDisk ? identityOf(`${path}-wal`) : null }
	}
	return connection.db
}

function drop() {
	try {
		connection?.db.close()
	} catch {
		// Already unusable.
	}
	connection = null
}

/** The file (and write-ahead log) at the path are still the ones this connection writes to. */
function checkFile() {
	if (!connection?.file) return
	const fileMoved = !same(connection.file, identityOf(path))
	const walMoved = connection.wal !== null && !same(connection.wal, identityOf(`${path}-wal`))
	if (fileMoved || walMoved) {
		throw new DatabaseFileReplaced(
			`The database file ${path} was deleted or replaced while open; this write is refused and the file at that path is opened for the next one`,
		)
	}
}

const batch = new WriteBatch({ open, check: checkFile, onFailure: drop })

function describeError(error: unknown): { message: string; code?: string } {
	if (!(error instanceof Error)) return { message: String(error) }
	const code = (error as { code?: unknown }).code
	return typeof code === 'string' ? { message: error.message, code } : { message: error.message }
}

const reply = (message: WorkerReply) => port.postMessage(message)

port.on('message', (request: WorkerRequest) => {
	if ('close' in request) {
		batch.flush()
		// The flushed writes' answers are sent from promise callbacks: let them go out first.
		setImmediate(() => {
			drop()
			reply({ closed: true })
			port.close()
		})
		return
	}
	const { id, name, input } = request
	const operation = operations[name] as { write: boolean; run: (db: DatabaseSync, input: unknown) => unknown }
	if (!operation) {
		reply({ id, ok: false, error: { message: `No database operation named ${String(name)}` } })
		return
	}
	if (operation.write) {
		batch
			.run((db) => operation.run(db, input))
			.then(
				(value) => reply({ id, ok: true, value }),
				(error: unknown) => reply({ id, ok: false, error: describeError(error) }),
			)
		return
	}
	try {
		reply({ id, ok: true, value: operation.run(open(), input) })
	} catch (error) {
		drop()
		reply({ id, ok: false, error: describeError(error) })
	}
})
