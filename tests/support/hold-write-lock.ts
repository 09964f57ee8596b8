/**
 * Holds SQLite's write lock on a database, as a second process would (an
 * operator's command, a backup tool):
 *
 *   node tests/support/hold-write-lock.ts <database> <milliseconds>
 *
 * Prints `locked` once it holds the lock (BEGIN IMMEDIATE), then `released`.
 */
import { DatabaseSync } from 'node:sqlite'

const [path, ms] = process.argv.slice(2)
if (!path || !ms) throw new Error('usage: hold-write-lock.ts <database> <milliseconds>')
const db = new DatabaseSync(path, { timeout: 10_000 })
db.exec('BEGIN IMMEDIATE')
process.stdout.write('locked\n')
// Sleeps without an event loop, as a process stuck inside a transaction does.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(ms))
db.exec('ROLLBACK')
db.close()
process.stdout.write('released\n')
