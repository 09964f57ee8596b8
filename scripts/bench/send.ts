/**
 * The sending run of `npm run bench` (alone: `npm run bench -- send`): a news
 * campaign to 10,000 confirmed subscribers in three languages, sent by the
 * production server's sender thread to a local SMTP server (smtp-server, in
 * its own process). A benchmark, not a test: it prints figures.
 *
 *  - messages per second, from the first accepted message to the last;
 *  - the server process's resident memory: before sending starts, and its
 *    peak (VmHWM) while sending (the pages and the sender share the process);
 *  - proof of exactly one copy each: messages counted per recipient at the
 *    SMTP server, and the campaign's recipient rows.
 *
 * BENCH_SEND_SUBSCRIBERS (10000), BENCH_SEND_CONNECTIONS (4) and
 * BENCH_SEND_RATE (messages per minute; unthrottled by default) tune it.
 * Subscribers are written straight into a temporary database; the post comes
 * through a manifest file, as the build will write it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { DatabaseSync } from 'node:sqlite'
import { writeNewsManifest } from '#app/newsletter/campaigns/news-manifest.ts'
import { fixturePost, seedLocales, seedSubscribers } from '#tests/support/campaign-fixtures.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'

const root = resolve(import.meta.dirname, '../..')
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

export async function benchSending() {
	const subscribers = Number(process.env.BENCH_SEND_SUBSCRIBERS ?? 10_000)
	const connections = process.env.BENCH_SEND_CONNECTIONS ?? '4'
	const rate = process.env.BENCH_SEND_RATE ?? '100000000'
	if (!existsSync(join(root, 'build/server/index.js'))) {
		console.log('No build: running npm run build first…')
		if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0)
			throw new Error('npm run build failed')
	}
	const dir = mkdtempSync(join(tmpdir(), 'bench-send-'))
	const databasePath = join(dir, 'newsletter.sqlite')
	const manifestPath = join(dir, 'news-posts.json')
	const db = openDatabase(databasePath)
	seedSubscribers(db, subscribers, { prefix: 'bench' })
	db.close()
	writeNewsManifest(dir, [fixturePost('bench-news', { date: '2025-01-10' })], manifestPath)

	const children: ChildProcess[] = []
	try {
		// The SMTP server: one summary line per accepted message, timed on arrival.
		const sink = spawn(process.execPath, ['tests/support/smtp-sink.ts', '--summary'], {
			cwd: root,
			stdio: ['ignore', 'pipe', 'inherit'],
		})
		children.push(sink)
		const received: { to: string; language: string; at: number }[] = []
		const sinkPort = await new Promise<number>((done) =>
			createInterface({ input: sink.stdout! }).on('line', (line) => {
				if (line.startsWith('listening ')) done(Number(line.slice(10)))
				else if (line.startsWith('{')) {
					const { to, language } = JSON.parse(line) as { to: string[]; language: string }
					received.push({ to: to[0]!, language, at: performance.now() })
				}
			}),
		)

		const server = spawn(process.execPath, ['server/start.ts'], {
			cwd: root,
			env: {
				...process.env,
				PORT: '0',
				HOST: '127.0.0.1',
				DATABASE_PATH: databasePath,
				NEWS_MANIFEST_PATH: manifestPath,
				SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
				MAIL_FROM: 'Bench <news@bench.example>',
				PUBLIC_BASE_URL: 'https://bench.example',
				CAMPAIGN_GRACE_SECONDS: '3',
				CAMPAIGN_POLL_MS: '100',
				CAMPAIGN_RATE_PER_MINUTE: rate,
				CAMPAIGN_CONNECTIONS: connections,
			},
			stdio: ['ignore', 'pipe', 'inherit'],
		})
		children.push(server)
		const lines: string[] = []
		const waiters: { pattern: RegExp; done: () => void }[] = []
		createInterface({ input: server.stdout! }).on('line', (line) => {
			lines.push(line)
			for (const waiter of waiters.filter((w) => w.pattern.test(line))) waiter.done()
		})
		const waitFor = (pattern: RegExp) =>
			lines.some((line) => pattern.test(line))
				? Promise.resolve()
				: new Promise<void>((done) => waiters.push({ pattern, done }))

		await waitFor(/^Serving /)
		const memory = (field: 'VmRSS' | 'VmHWM') =>
			Number(
				new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ??
					Number.NaN,
			)
		// During the grace period: the server with its sender thread idle.
		await waitFor(/switched on; sending starts/)
		const before = memory('VmRSS')
		let sampledPeak = before
		const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memory('VmRSS'))), 100)
		await waitFor(/"bench-news": sending to/)
		const started = performance.now()
		await waitFor(/"bench-news": finished/)
		const finished = performance.now()
		clearInterval(sampler)
		const peak = memory('VmHWM')
		await new Promise((done) => setTimeout(done, 300))

		const perRecipient = new Map<string, number>()
		for (const { to } of received) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1)
		const wrongLanguage = received.filter(({ to, language }) => {
			const index = Number(/^bench\.(\d+)@/.exec(to)?.[1])
			return language !== { en: 'en', 'zh-hans': 'zh-Hans', 'zh-hant': 'zh-Hant-HK' }[seedLocales[index % 3]!]
		}).length
		const counts = [...perRecipient.values()]
		const exactlyOnce = perRecipient.size === subscribers && counts.every((n) => n === 1)
		const check = new DatabaseSync(databasePath, { readOnly: true })
		const rows = check.prepare('SELECT state, count(*) AS n FROM campaign_recipients GROUP BY state').all() as {
			state: string
			n: number
		}[]
		check.close()

		const seconds = (received.at(-1)!.at - received[0]!.at) / 1000
		console.log(
			`\nSending run: one news post to ${subscribers.toLocaleString('en')} confirmed subscribers (en, zh-hans, zh-hant), ${connections} SMTP connections, ${rate === '100000000' ? 'unthrottled' : `${rate}/min`}, local SMTP server`,
		)
		console.log(
			`  Messages accepted:   ${received.length.toLocaleString('en')} in ${seconds.toFixed(1)} s → ${((received.length - 1) / seconds).toFixed(0)} messages/s (campaign start to finish ${((finished - started) / 1000).toFixed(1)} s)`,
		)
		console.log(
			`  Server memory (RSS): ${mb(before)} before sending, peak ${mb(Math.max(peak, sampledPeak))} while sending (+${mb(Math.max(peak, sampledPeak) - before)})`,
		)
		console.log(
			`  Copies per recipient at the SMTP server: ${perRecipient.size.toLocaleString('en')} recipients, min ${Math.min(...counts)}, max ${Math.max(...counts)} ${exactlyOnce ? '✓ exactly one each' : '✗'}; wrong language: ${wrongLanguage}`,
		)
		console.log(`  Campaign rows: ${rows.map(({ state, n }) => `${state} ${n.toLocaleString('en')}`).join(', ')}`)
	} finally {
		for (const child of children.toReversed()) {
			if (child.exitCode === null) {
				child.kill('SIGTERM')
				await new Promise((done) => child.once('exit', done))
			}
		}
		rmSync(dir, { recursive: true, force: true })
	}
}

if (import.meta.main) await benchSending()
