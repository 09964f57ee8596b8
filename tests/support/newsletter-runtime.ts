import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { NewsletterConfig } from '#app/newsletter/config.server.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { openSubscriberDatabase, type SubscriberDatabase } from '#app/newsletter/store/subscriber-database.server.ts'
import { requestFactsContext } from '#app/newsletter/sign-up/request-context.server.ts'
import { createNewsletterRuntime, type NewsletterRuntime } from '#app/newsletter/runtime.server.ts'

const testConfig = (databasePath: string, overrides: Partial<NewsletterConfig>): NewsletterConfig => ({
	databasePath,
	smtpUrl: null,
	mailFrom: 'Test <test@example.org>',
	publicBaseUrl: 'https://site.example',
	rateLimit: { limit: 0, windowMs: 60_000 },
	allowedOrigins: [],
	bounceAddress: null,
	softBounceLimit: 3,
	webhooks: { sesTopicArns: [], postmark: null },
	...overrides,
})

/**
 * Test support: a runtime on a fresh database in a temporary folder, and a log that is kept, not printed.
 * It starts a database thread of its own: in a test, await `started` in a hook (see `subscriberDatabasePerFile`).
 */
export function testRuntime(overrides: Partial<NewsletterConfig> = {}) {
	const dir = mkdtempSync(join(tmpdir(), 'newsletter-test-'))
	const logs: string[] = []
	const keep = (...parts: unknown[]) => void logs.push(parts.join(' '))
	const config = testConfig(join(dir, 'newsletter.sqlite'), overrides)
	// Created here, so a test may read the (empty) tables before the runtime's thread has opened them.
	try {
		openDatabase(config.databasePath).close()
	} catch {
		// A test of a database that cannot be opened.
	}
	const runtime = createNewsletterRuntime(config, { info: keep, warn: keep, error: keep })
	const started = runtime.start()
	return {
		runtime,
		config,
		logs,
		/** Resolves once the runtime's thread has opened the database, or failed to (the runtime then answers 503). */
		started,
		async cleanup() {
			await started
			await runtime.close()
			rmSync(dir, { recursive: true, force: true })
		},
	}
}

/**
 * The longest a database thread may take to start and open its file. Starting
 * one loads the e-mail words and OpenCC: a second at rest, many on a busy
 * machine. It is a limit, not a wait: the hook goes on as soon as the thread answers.
 */
export const databaseStartTimeoutMs = 60_000

/**
 * One subscriber database, and its thread, for all the tests of a file
 * (call at the top of the file): the thread starts before the first test,
 * every test starts on empty tables, and the thread ends after the last
 * test. A test that closes `database` gets a new one in the next test.
 *
 *   const file = subscriberDatabasePerFile()
 *   it('…', async () => { const setup = file.runtime(); …; await setup.cleanup() })
 */
export function subscriberDatabasePerFile({ busyTimeoutMs }: { busyTimeoutMs?: number } = {}) {
	let dir = ''
	let path = ''
	let current: { database: SubscriberDatabase; closed: boolean } | undefined

	function open() {
		const opened = openSubscriberDatabase({ path, busyTimeoutMs })
		const entry = {
			closed: false,
			database: {
				...opened,
				close() {
					entry.closed = true
					return opened.close()
				},
			},
		}
		return entry
	}

	beforeAll(async () => {
		dir = mkdtempSync(join(tmpdir(), 'newsletter-test-'))
		path = join(dir, 'newsletter.sqlite')
		openDatabase(path).close()
		current = open()
		// The thread starts with the first call, and opens the file.
		await current.database.purgeExpired({ now: new Date() })
	}, databaseStartTimeoutMs)

	beforeEach(() => {
		if (!current || current.closed) current = open()
		emptyTables(path)
	})

	afterAll(async () => {
		await current?.database.close()
		rmSync(dir, { recursive: true, force: true })
	})

	const database = () => {
		if (!current) throw new Error('subscriberDatabasePerFile: the database opens in beforeAll')
		return current.database
	}

	return {
		get dir() {
			return dir
		},
		get path() {
			return path
		},
		/** The file's database, as openSubscriberDatabase gives it (close() ends its thread). */
		get database() {
			return database()
		},
		/** A runtime of its own (rate limit, log, timers) on the file's database, like testRuntime's; cleanup() leaves the database open. */
		runtime(overrides: Omit<Partial<NewsletterConfig>, 'databasePath'> = {}) {
			const logs: string[] = []
			const keep = (...parts: unknown[]) => void logs.push(parts.join(' '))
			const config = testConfig(path, overrides)
			const shared: SubscriberDatabase = { ...database(), close: async () => {} }
			const runtime = createNewsletterRuntime(config, { info: keep, warn: keep, error: keep }, shared)
			const started = runtime.start()
			return {
				runtime,
				config,
				logs,
				started,
				async cleanup() {
					await started
					await runtime.close()
				},
			}
		},
	}
}

/** Deletes every row of every table (and the AUTOINCREMENT counters): the file as a new database, its thread still open. */
function emptyTables(path: string) {
	const db = new DatabaseSync(path, { enableForeignKeyConstraints: false, timeout: 10_000 })
	try {
		const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
		db.exec('BEGIN IMMEDIATE')
		for (const { name } of tables) db.exec(`DELETE FROM "${name}"`)
		db.exec('COMMIT')
	} finally {
		db.close()
	}
}

/** The request context the Express server would give an action. */
export function contextFor(
	runtime: NewsletterRuntime,
	facts: { clientIp?: string; bodyTooLarge?: boolean; crossSite?: boolean } = {},
) {
	const context = new RouterContextProvider()
	context.set(requestFactsContext, {
		runtime,
		clientIp: facts.clientIp ?? '127.0.0.1',
		bodyTooLarge: facts.bodyTooLarge ?? false,
		crossSite: facts.crossSite ?? false,
	})
	return context
}

/** A form POST as a browser sends it. */
export function formPost(url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
	return new Request(url, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body,
	})
}

/** The action's answer, flattened: a redirect's status and Location, or data's status, code and value. */
export type Answer = { status: number; code?: string; value?: string; location?: string | null }

export async function callSignUpAction(
	action: (args: never) => Promise<unknown>,
	runtime: NewsletterRuntime,
	request: Request,
	{ facts = {}, pattern = '/newsletter' }: { facts?: Parameters<typeof contextFor>[1]; pattern?: string } = {},
): Promise<Answer> {
	const args = { request, context: contextFor(runtime, facts), params: {}, pattern, url: new URL(request.url) }
	const result = (await action(args as never)) as Response | { data: Record<string, string>; init: ResponseInit | null }
	if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
	return { status: result.init?.status ?? 200, ...result.data }
}
