/**
 * Staff accounts from the command line (the first admin; a way back in when
 * nobody can sign in). Runs on the same database as the server (DATABASE_PATH):
 *
 *   npm run staff -- add <email> --name "<name>" --role editor|newsletter|admin
 *   npm run staff -- list
 *   npm run staff -- remove <email>
 *
 * Admins invite everyone else from the workspace (/admin/staff).
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { newsletterConfigFromEnv } from '#app/newsletter/config.server.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { addStaff, audit, listStaff, normaliseStaffEmail, removeStaff } from '#app/workspace/store/staff.server.ts'
import { isStaffRole } from '#app/workspace/staff-context.ts'

const usage = `Usage:
  npm run staff -- add <email> --name "<name>" --role editor|newsletter|admin
  npm run staff -- list
  npm run staff -- remove <email>`

function fail(message: string): never {
	console.error(message)
	process.exit(2)
}

const { positionals, values } = parseArgs({
	args: process.argv.slice(2),
	allowPositionals: true,
	options: { name: { type: 'string' }, role: { type: 'string' } },
	strict: true,
})
const [command, address] = positionals
const config = newsletterConfigFromEnv()
const now = new Date()

if (command === 'add') {
	if (!address || !checkEmailAddress(address).ok) fail(`An e-mail address is needed.\n${usage}`)
	const name = values.name?.trim()
	if (!name) fail(`--name "<name>" is needed: the name staff see in the history.\n${usage}`)
	if (!values.role || !isStaffRole(values.role)) fail(`--role must be editor, newsletter or admin.\n${usage}`)
	const db = openDatabase(config.databasePath, { busyTimeoutMs: 10_000 })
	const { staff, added } = addStaff(db, { email: address, name, role: values.role, now })
	audit(db, {
		email: null,
		action: added ? 'staff.add' : 'staff.change',
		detail: `${staff.email} (${staff.role}) from the command line`,
		now,
	})
	db.close()
	console.log(
		`${added ? 'Added' : 'Updated'} ${staff.name} <${staff.email}> as ${staff.role}. They sign in at ${config.publicBaseUrl}/admin/sign-in`,
	)
} else if (command === 'list') {
	if (!existsSync(config.databasePath)) fail(`No database at ${config.databasePath} (DATABASE_PATH).`)
	const db = openDatabase(config.databasePath, { busyTimeoutMs: 10_000 })
	for (const staff of listStaff(db)) console.log(`${staff.email}\t${staff.role}\t${staff.name}`)
	db.close()
} else if (command === 'remove') {
	if (!address) fail(usage)
	const db = openDatabase(config.databasePath, { busyTimeoutMs: 10_000 })
	const found = listStaff(db).find((staff) => staff.email === normaliseStaffEmail(address))
	const outcome = found ? removeStaff(db, { id: found.id }) : 'unknown'
	if (outcome === 'removed')
		audit(db, { email: null, action: 'staff.remove', detail: `${found?.email} from the command line`, now })
	db.close()
	if (outcome === 'last-admin') fail('That is the last admin: add another admin first.')
	if (outcome === 'unknown') fail(`No staffer with the address ${address}.`)
	console.log(`Removed ${address}.`)
} else {
	fail(usage)
}
