/**
 * The subscriber list, from the command line (it may run while the server does):
 *
 *   npm run subscribers -- export            confirmed subscribers as CSV, to stdout
 *   npm run subscribers -- remove <email>    erase one address and everything kept with it (a keyed hash is suppressed)
 *   npm run subscribers -- backup <file>     a consistent copy of the live database (VACUUM INTO)
 *
 * DATABASE_PATH and PUBLIC_BASE_URL are read as the server reads them.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { newsletterConfigFromEnv } from '#app/newsletter/config.server.ts'
import { subscriberCsvRows } from '#app/newsletter/subscribers-csv.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { maskAddress } from '#app/newsletter/delivery/mask.ts'
import { confirmedSubscribers, removeAddress } from '#app/newsletter/store/subscribers.server.ts'

const [command, ...rest] = process.argv.slice(2)
const config = newsletterConfigFromEnv()

function fail(message: string): never {
	console.error(message)
	process.exit(1)
}

function database() {
	if (!existsSync(config.databasePath)) fail(`No subscriber database at ${config.databasePath} (DATABASE_PATH).`)
	return openDatabase(config.databasePath, { busyTimeoutMs: 10_000 })
}

if (command === 'export') {
	const db = database()
	for (const row of subscriberCsvRows(confirmedSubscribers(db), config.publicBaseUrl)) process.stdout.write(row)
	db.close()
} else if (command === 'remove' && rest.length === 1) {
	const typed = rest[0]!
	const checked = checkEmailAddress(typed)
	const address = checked.ok ? checked.address : typed.trim().toLowerCase()
	const db = database()
	// The address's keyed hash goes on the suppression list in the same transaction (docs/decisions/043).
	db.exec('BEGIN IMMEDIATE')
	let removed: boolean
	try {
		removed = removeAddress(db, address)
		db.exec('COMMIT')
	} catch (error) {
		db.exec('ROLLBACK')
		throw error
	}
	// Deleted rows are zeroed in the database file (secure_delete); this also empties the write-ahead log.
	db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
	db.close()
	console.log(
		removed
			? `Removed ${maskAddress(address)}: the subscriber and any e-mail waiting for them are deleted; only a keyed hash stays on the suppression list.`
			: `No subscriber with the address ${maskAddress(address)}: nothing to remove. Its keyed hash is on the suppression list.`,
	)
} else if (command === 'backup' && rest.length === 1) {
	const target = resolve(rest[0]!)
	if (existsSync(target)) fail(`${target} already exists: choose a new file name.`)
	const db = database()
	// A transactionally consistent, compacted copy, safe while the server writes; never copy the live file.
	db.prepare('VACUUM INTO ?').run(target)
	db.close()
	console.log(`Backed up the subscriber database to ${target}.`)
} else {
	fail(
		'Usage: npm run subscribers -- export\n       npm run subscribers -- remove <email>\n       npm run subscribers -- backup <file>',
	)
}
