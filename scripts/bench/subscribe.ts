/**
 * `npm run bench:subscribe`: sign-ups per second through the real server, on
 * loopback, with autocannon. A benchmark, not a test: it prints figures.
 *
 * It starts the production server (build first if there is none) on
 * BENCH_PORT (3779) with a fresh temporary database, the rate limit off
 * (NEWSLETTER_RATE_LIMIT=0) and no SMTP (messages go to the outbox table; the
 * server's log is discarded). Each request is the no-JavaScript form POST of a
 * new address, answered after the write commits with 303 to the prerendered
 * /newsletter/check-your-inbox (the page itself is not fetched).
 * Then it checks that every answered sign-up is in the database.
 *
 * BENCH_DURATION (seconds, 10), BENCH_CONNECTIONS (16) tune the load.
 * Target on the 2-core machine: ≥ 500 sign-ups/s, 0 errors, p99 < 50 ms.
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { DatabaseSync } from 'node:sqlite'
import autocannon from 'autocannon'
import { startNewsletterServer } from './newsletter-server.ts'

const port = Number(process.env.BENCH_PORT ?? 3779)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const mark = (ok: boolean) => (ok ? '✓' : '✗')

const { base, databasePath, server, stop } = await startNewsletterServer('subscribe', port, { serverErrors: 'inherit' })

try {
	let n = 0
	const signUps = (label: string) => [
		{
			method: 'POST',
			path: '/newsletter',
			headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
			setupRequest: (request: object) => ({
				...request,
				body: `email=${label}-${n++}%40example.org&homepage=&source=%2Fdreamer`,
			}),
		},
	]
	// Warm-up: JIT, statement cache, the page render path.
	await autocannon({ url: base, connections, duration: 2, requests: signUps('warmup') })
	const cpuBefore = serverCpuMs()
	const result = await autocannon({ url: base, connections, duration, requests: signUps('bench') })
	const cpuUsed = serverCpuMs() - cpuBefore

	const db = new DatabaseSync(databasePath, { readOnly: true })
	const stored = (db.prepare("SELECT count(*) AS n FROM subscribers WHERE email LIKE 'bench-%'").get() as { n: number })
		.n
	const integrity = (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check
	db.close()

	// Success is 303 See Other (Post/Redirect/Get); anything else is an error.
	const answered = result.statusCodeStats['303']?.count ?? 0
	const perSecond = answered / result.duration
	const errors = result.errors + result.timeouts + result['2xx'] + result.non2xx - answered
	console.log(`
Sign-up benchmark: POST /newsletter (no-JS form path), ${connections} connections, ${result.duration} s, loopback
  sign-ups/s   ${perSecond.toFixed(0).padStart(8)}   ${mark(perSecond >= 500)} target ≥ 500
  latency p50  ${String(result.latency.p50).padStart(8)} ms
  latency p99  ${String(result.latency.p99).padStart(8)} ms   ${mark(result.latency.p99 < 50)} target < 50 ms
  errors       ${String(errors).padStart(8)}      ${mark(errors === 0)} target 0 (${result.errors} socket, ${result.timeouts} timeouts, ${result['2xx'] + result.non2xx - answered} other statuses)
  server CPU   ${(cpuUsed / answered).toFixed(2).padStart(8)} ms per sign-up (user + system; ${(os.loadavg()[0] ?? 0).toFixed(1)} load average on ${os.availableParallelism()} cores)
  answered     ${String(answered).padStart(8)}   stored ${stored} ${mark(stored >= answered && stored - answered <= connections)} (requests still in flight at the end are stored, not counted)   integrity_check ${integrity}
`)
} finally {
	await stop()
}

/** CPU time the server process has used so far (Linux /proc; 0 elsewhere). */
function serverCpuMs(): number {
	try {
		const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
	} catch {
		return 0
	}
}
