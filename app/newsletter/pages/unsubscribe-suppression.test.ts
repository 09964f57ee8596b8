// @vitest-environment node
import { readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { confirmSubscription, recordSignUp } from '#app/newsletter/store/subscribers.server.ts'
import { isSuppressed } from '#app/newsletter/store/suppressions.server.ts'
import { contextFor, testRuntime } from '#tests/support/newsletter-runtime.ts'
import { action } from './unsubscribe-route.tsx'

/** The one-click unsubscribe (RFC 8058 POST) through the server's runtime: suppressed, no plain address left. */

let setup: ReturnType<typeof testRuntime>
beforeEach(() => {
	setup = testRuntime()
})
afterEach(() => setup.cleanup())

describe('unsubscribing with one click', () => {
	it('suppresses the address and leaves no plain copy of it in the database file', async () => {
		const address = 'one.click.leaver@example.org'
		let db = openDatabase(setup.config.databasePath)
		let links = { confirmToken: '', unsubscribeToken: '' }
		recordSignUp(
			db,
			{ address, locale: 'en', sourcePage: null, now: new Date() },
			(tokens) => {
				links = tokens
				return { subject: '', text: '', html: '', headers: {} }
			},
			'logged',
		)
		confirmSubscription(db, links.confirmToken, new Date())
		db.close()

		const request = new Request(`https://site.example/newsletter/unsubscribe/${links.unsubscribeToken}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'List-Unsubscribe=One-Click',
		})
		const args = { request, params: { token: links.unsubscribeToken }, context: contextFor(setup.runtime) }
		const result = (await action(args as never)) as { init: ResponseInit | null }
		expect(result.init?.status ?? 200).toBe(200)
		await setup.runtime.close()

		db = openDatabase(setup.config.databasePath)
		expect(isSuppressed(db, address)).toBe(true)
		db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
		db.close()
		const reader = new DatabaseSync(setup.config.databasePath, { readOnly: true })
		const tables = reader.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]
		for (const { name } of tables) {
			expect(JSON.stringify(reader.prepare(`SELECT * FROM "${name}"`).all())).not.toContain('one.click.leaver')
		}
		reader.close()
		expect(readFileSync(setup.config.databasePath).toString('latin1')).not.toContain('one.click.leaver')
	})
})
