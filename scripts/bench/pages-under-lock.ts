/**
 * `npm run bench:lock`: does database work slow down page serving? A
 * benchmark, not a test: it prints figures.
 *
 * Starts the production server (build first if there is none) on
 * BENCH_PORT (3779) with a temporary database and no rate limit, then
 * drives GET /aboutus with autocannon for BENCH_DURATION seconds (8) while
 * sign-ups arrive, twice: once with a free database, and once while a
 * second process holds SQLite's write lock (BEGIN IMMEDIATE) for the whole
 * run. Prints requests per second and latency of the page, and how the
 * sign-ups were answered (503 once the lock outlasts the busy timeout).
 * BENCH_CONNECTIONS (16) and BENCH_SIGNUPS_PER_SECOND (10) tune the load.
 */
import { spawn } from 'node:child_process'
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { startNewsletterServer } from './newsletter-server.ts'

const port = Number(process.env.BENCH_PORT ?? 3779)
const duration = Number(process.env.BENCH_DURATION ?? 8)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const signUpsPerSecond = Number(process.env.BENCH_SIGNUPS_PER_SECOND ?? 10)
const { base, databasePath, stop } = await startNewsletterServer('lock', port)

type Run = { perSecond: number; p50: number; p99: number; max: number; signUps: Map<number, number> }

/** Pages under load while sign-ups trickle in; `locked` holds the write lock meanwhile. */
async function run(locked: boolean): Promise<Run> {
	const holder = locked
		? spawn(process.execPath, ['tests/support/hold-write-lock.ts', databasePath, String((duration + 2) * 1000)], {
				stdio: ['ignore', 'pipe', 'inherit'],
			})
		: null
	if (holder) await new Promise((resolve) => holder.stdout!.once('data', resolve))
	const signUps = new Map<number, number>()
	const until = Date.now() + duration * 1000
	let n = 0
	const trickle = (async () => {
		const pending: Promise<void>[] = []
		while (Date.now() < until) {
			pending.push(
				fetch(`${base}/newsletter`, {
					method: 'POST',
					redirect: 'manual',
					headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
					body: `email=lock-${locked}-${n++}%40example.org&homepage=&source=%2Faboutus`,
				})
					.then((answer) => void signUps.set(answer.status, (signUps.get(answer.status) ?? 0) + 1))
					.catch(() => void signUps.set(0, (signUps.get(0) ?? 0) + 1)),
			)
			await sleep(1000 / signUpsPerSecond)
		}
		await Promise.all(pending)
	})()
	const result = await autocannon({ url: `${base}/aboutus`, connections, duration })
	await trickle
	holder?.kill('SIGKILL')
	return {
		perSecond: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		max: result.latency.max,
		signUps,
	}
}

try {
	await autocannon({ url: `${base}/aboutus`, connections, duration: 2 })
	const free = await run(false)
	const locked = await run(true)
	const statuses = (r: Run) =>
		[...r.signUps]
			.sort(([a], [b]) => a - b)
			.map(([status, count]) => `${count}×${status || 'error'}`)
			.join(', ')
	const row = (label: string, r: Run) =>
		`  ${label.padEnd(22)} ${r.perSecond.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.max).padStart(8)}   ${statuses(r)}`
	console.log(`
Pages while the database is busy: GET /aboutus, ${connections} connections, ${duration} s each, ${signUpsPerSecond} sign-ups/s, loopback
  ${''.padEnd(22)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}   sign-up answers
${row('database free', free)}
${row('write lock held', locked)}
  (${(os.loadavg()[0] ?? 0).toFixed(1)} load average on ${os.availableParallelism()} cores)
`)
} finally {
	await stop()
}
