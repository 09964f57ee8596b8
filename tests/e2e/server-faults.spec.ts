import { request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'
import { formHeaders, rawRequest, signUpBody, socketRequest } from '#tests/support/http.ts'
import { startNode, startServer, startSmtpSink, type TestServer } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * The faults found when the server was attacked (issue 14), each reproduced
 * against the production server in its own process, with a temporary database.
 */
const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.org`
const temporaryDir = (name: string) => mkdtempSync(join(tmpdir(), `server-faults-${name}-`))

function readDb<T>(path: string, query: string, ...params: string[]): T[] {
	const db = new DatabaseSync(path, { readOnly: true })
	try {
		return db.prepare(query).all(...params) as T[]
	} finally {
		db.close()
	}
}

const signUp = (server: TestServer, email: string) =>
	rawRequest(`${server.url}/newsletter`, { headers: formHeaders, body: signUpBody(email) })

/** The log lines a server printed after `from` (an index into its lines), once its output has settled. */
async function linesAfter(server: TestServer, from: number): Promise<string[]> {
	await sleep(300)
	return server.lines.slice(from)
}

test.describe('the database file deleted while the server runs', () => {
	test('no write is acknowledged unless it is in the file at DATABASE_PATH: 503, one log line, reopened', async () => {
		const dir = temporaryDir('deleted')
		const databasePath = join(dir, 'newsletter.sqlite')
		let server = await startServer({ DATABASE_PATH: databasePath })
		const acknowledged: string[] = []
		try {
			const first = unique('before')
			expect((await signUp(server, first)).status).toBe(303)
			acknowledged.push(first)

			for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true })
			const logged = server.lines.length

			const during = unique('during')
			const answer = await signUp(server, during)
			expect(answer.status).toBe(503)
			expect(answer.headers['retry-after']).toBeDefined()
			const lines = (await linesAfter(server, logged)).filter((line) => /newsletter/.test(line))
			expect(lines).toHaveLength(1)
			expect(lines[0]).toMatch(/deleted or replaced/)

			// Reopened: the next sign-up goes to a new file at the same path.
			const after = unique('after')
			expect((await signUp(server, after)).status).toBe(303)
			acknowledged.push(after)
			// The lost sign-up is gone with the deleted file; it was never acknowledged.
			await server.stop()
			server = await startServer({ DATABASE_PATH: databasePath })
			const stored = readDb<{ email: string }>(databasePath, 'SELECT email FROM subscribers').map((row) => row.email)
			expect(stored).toContain(after)
			expect(stored).not.toContain(during)
		} finally {
			await server.stop()
			rmSync(dir, { recursive: true, force: true })
		}
	})
})

test.describe('database work never blocks page serving', () => {
	test('while another process holds the write lock, pages answer and the sign-up answers 503 after the busy timeout', async () => {
		test.setTimeout(60_000)
		const dir = temporaryDir('locked')
		const databasePath = join(dir, 'newsletter.sqlite')
		const server = await startServer({ DATABASE_PATH: databasePath })
		// A server in use: its database exists (in WAL mode) before the other process takes the lock.
		expect((await signUp(server, unique('first'))).status).toBe(303)
		const holder = startNode(['tests/support/hold-write-lock.ts', databasePath, '6000'])
		try {
			await holder.waitFor(/^locked$/)
			let signUpAnsweredAt = Number.POSITIVE_INFINITY
			const pending = signUp(server, unique('locked')).then((answer) => {
				signUpAnsweredAt = Date.now()
				return answer
			})
			await sleep(100)
			const pages = await Promise.all(
				Array.from({ length: 10 }, () => rawRequest(`${server.url}/aboutus`, { method: 'GET' })),
			)
			const pagesDoneAt = Date.now()
			expect(pages.map((page) => page.status)).toEqual(Array<number>(10).fill(200))
			const answer = await pending
			// Every page was served while the sign-up still waited for the lock.
			expect(pagesDoneAt).toBeLessThan(signUpAnsweredAt)
			expect(answer.status).toBe(503)
			expect(answer.headers['retry-after']).toBeDefined()

			await holder.waitFor(/^released$/, 15_000)
			expect((await signUp(server, unique('unlocked'))).status).toBe(303)
		} finally {
			await holder.stop()
			await server.stop()
			rmSync(dir, { recursive: true, force: true })
		}
	})
})

test.describe('SIGTERM has a deadline', () => {
	for (const mode of ['never-greet', 'stall-after-data'] as const) {
		test(`with an SMTP server that ${mode === 'never-greet' ? 'never greets' : 'stalls after DATA'}, the server exits at once and the mail stays queued`, async () => {
			test.setTimeout(90_000)
			const dir = temporaryDir(mode)
			const databasePath = join(dir, 'newsletter.sqlite')
			const smtp = await startSmtpSink(mode)
			const server = await startServer({ DATABASE_PATH: databasePath, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
			try {
				const email = unique(mode)
				expect((await signUp(server, email)).status).toBe(303)
				await smtp.waitFor(mode === 'never-greet' ? /^connected$/ : /^stalled$/)

				const exited = server.exited()
				const started = Date.now()
				server.process.kill('SIGTERM')
				const { code } = await exited
				const seconds = (Date.now() - started) / 1000
				console.log(`SIGTERM with an SMTP server that ${mode}: exited in ${seconds.toFixed(2)} s`)
				expect(code).toBe(0)
				// The default deadline is 10 s; abandoning the send should not even need it.
				expect(seconds).toBeLessThan(10)
				const outbox = readDb<{ status: string; attempts: number }>(
					databasePath,
					'SELECT status, attempts FROM outbox WHERE recipient = ?',
					email,
				)
				expect(outbox).toEqual([{ status: 'queued', attempts: 0 }])
			} finally {
				await server.stop('SIGKILL')
				await smtp.stop()
				rmSync(dir, { recursive: true, force: true })
			}
		})
	}

	test('an in-flight request is finished, new connections are refused; a stalled one is cut off at the deadline', async () => {
		test.setTimeout(60_000)
		const dir = temporaryDir('in-flight')
		const server = await startServer({ DATABASE_PATH: join(dir, 'db.sqlite'), SHUTDOWN_TIMEOUT_SECONDS: '3' })
		try {
			const body = signUpBody(unique('in-flight'))
			const { hostname, port } = new URL(server.url)
			const open = (onAnswer: (status: number) => void) => {
				const request = httpRequest({
					hostname,
					port,
					path: '/newsletter',
					method: 'POST',
					headers: { ...formHeaders, 'content-length': String(Buffer.byteLength(body)) },
				})
				request.on('response', (response) => {
					onAnswer(response.statusCode ?? 0)
					response.resume()
				})
				request.on('error', () => onAnswer(0))
				request.write(body.slice(0, 10))
				return request
			}
			let finishedStatus = -1
			let stalledStatus = -1
			const finishing = open((status) => (finishedStatus = status))
			const stalled = open((status) => (stalledStatus = status))
			await sleep(300)

			const exited = server.exited()
			const started = Date.now()
			server.process.kill('SIGTERM')
			await server.waitFor(/shutting down/i)
			await expect(rawRequest(`${server.url}/`, { method: 'GET' })).rejects.toThrow(/ECONNREFUSED/)
			finishing.end(body.slice(10))
			await expect.poll(() => finishedStatus).toBe(303)

			const { code } = await exited
			const seconds = (Date.now() - started) / 1000
			console.log(`SIGTERM with a stalled request and a 3 s deadline: exited in ${seconds.toFixed(2)} s`)
			expect(code).toBe(1)
			expect(seconds).toBeGreaterThanOrEqual(2.5)
			expect(server.lines.join('\n')).toMatch(/deadline/i)
			expect(stalledStatus).toBe(0)
			stalled.destroy()
		} finally {
			await server.stop('SIGKILL')
			rmSync(dir, { recursive: true, force: true })
		}
	})
})

test.describe('requests no page should answer', () => {
	let dir: string
	let server: TestServer
	test.beforeAll(async () => {
		dir = temporaryDir('junk')
		server = await startServer({ DATABASE_PATH: join(dir, 'db.sqlite') })
	})
	test.afterAll(async () => {
		await server?.stop()
		rmSync(dir, { recursive: true, force: true })
	})

	test('the not-found page links only to this site, however many slashes the path has', async () => {
		for (const path of [
			'/zh-hans//evil.example',
			'//evil.example',
			'/zh-hant///evil.example/x',
			'/zh-hans/\\evil.example',
		]) {
			const answer = await rawRequest(server.url, { method: 'GET', path })
			expect(answer.status, path).toBe(404)
			// Links without a scheme (mailto:, https: to our other sites) are the ones built from paths.
			const hrefs = [...answer.body.matchAll(/href="([^"]*)"/g)]
				.map((match) => match[1]!)
				.filter((href) => !/^[a-z][a-z\d+.-]*:/i.test(href))
			expect(hrefs.length).toBeGreaterThan(10)
			for (const href of hrefs) {
				expect(new URL(href, 'http://site.test/').origin, `${path}: ${href}`).toBe('http://site.test')
			}
		}
		// A page spelled with doubled slashes is sent to its one address.
		const doubled = await rawRequest(server.url, { method: 'GET', path: '/zh-hans//aboutus' })
		expect(doubled.status).toBe(301)
		expect(doubled.headers.location).toBe('/zh-hans/aboutus')
	})

	test('other methods get 405 with Allow, a missing or broken Host gets 400; each logs one short line', async () => {
		const logged = server.lines.length
		const post = await rawRequest(`${server.url}/aboutus`, { headers: formHeaders, body: 'a=b' })
		expect(post.status).toBe(405)
		expect(post.headers.allow).toBe('GET, HEAD')
		const trace = await rawRequest(`${server.url}/`, { method: 'TRACE' })
		expect(trace.status).toBe(405)
		expect(trace.headers.allow).toBe('GET, HEAD')
		const notFoundPost = await rawRequest(`${server.url}/no-such-page`, { headers: formHeaders, body: 'a=b' })
		expect(notFoundPost.status).toBe(405)
		const noHost = await socketRequest(server.url, 'GET /no-such-page HTTP/1.0\r\n\r\n')
		expect(noHost.status).toBe(400)
		const badHost = await socketRequest(
			server.url,
			'GET /no-such-page HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
		)
		expect(badHost.status).toBe(400)
		// What must keep working.
		expect((await rawRequest(`${server.url}/aboutus`, { method: 'HEAD' })).status).toBe(200)
		expect((await rawRequest(`${server.url}/no-such-page`, { method: 'GET' })).status).toBe(404)

		const lines = await linesAfter(server, logged)
		expect(lines.length).toBeLessThanOrEqual(5)
		for (const line of lines) {
			expect(line.length, line).toBeLessThan(200)
			expect(line).not.toMatch(/^\s+at /)
		}
	})

	test('a flood of junk requests writes a handful of log lines, not one each', async () => {
		const logged = server.lines.length
		for (let i = 0; i < 200; i++) {
			const answer = await rawRequest(`${server.url}/`, { method: 'TRACE' })
			expect(answer.status).toBe(405)
		}
		expect((await linesAfter(server, logged)).length).toBeLessThanOrEqual(2)
	})

	test('only POST signs up: PUT, DELETE and PATCH on the sign-up answer 405 and store nothing', async () => {
		const emails: string[] = []
		for (const method of ['PUT', 'DELETE', 'PATCH']) {
			for (const path of ['/newsletter.data', '/newsletter', '/zh-hans/newsletter']) {
				const email = unique(method.toLowerCase())
				emails.push(email)
				const answer = await rawRequest(server.url + path, { method, headers: formHeaders, body: signUpBody(email) })
				expect(answer.status, `${method} ${path}`).toBe(405)
				expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST')
			}
		}
		const stored = readDb<{ email: string }>(join(dir, 'db.sqlite'), 'SELECT email FROM subscribers')
		expect(stored.filter((row) => emails.includes(row.email))).toEqual([])
	})
})
