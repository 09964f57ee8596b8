/**
 * The China-profile run of `npm run bench -- china` (scripts/bench/china.ts
 * starts it with `unshare -n`, in a network namespace of its own, as root).
 * Inside it: the loopback shaped to about 1 Mbit/s (tc tbf), 15 % of the
 * packets from the server to the reader dropped (nft, on the server's source
 * port), and 300 ms added to every request by Chromium (DevTools protocol).
 * The production server serves the build; a fresh browser context (empty
 * cache) opens each page type BENCH_CHINA_RUNS times (default 5).
 * Prints, per page type: first contentful paint and the moment the first
 * words of <main> are in the page (median and p90), and the bytes and
 * requests before first text (HTML and render-blocking CSS) and in all.
 */
import { execFileSync, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '#scripts/tools/chromium.ts'
import { kb, mark, median, table } from './table.ts'

export const chinaProfile = { rate: '1mbit', lossPercent: 15, latencyMs: 300, targetMs: 2000 } as const

/** One page of each type, in Simplified Chinese (the readers in mainland China). */
export const chinaPages: [string, string][] = [
	['Home', '/zh-hans'],
	['Section landing', '/zh-hans/dreamer'],
	['Article', '/zh-hans/voyager/school'],
	['News list', '/zh-hans/news'],
	['News post', '/zh-hans/news/hello-china'],
	['Event', '/zh-hans/voyager/detail'],
	['/help', '/zh-hans/help'],
	['/contacts', '/zh-hans/contacts'],
	['Not found (404)', '/zh-hans/no-such-page'],
]

type Sample = { fcp: number; text: number; blockingBytes: number; bytes: number; requests: number; status: number }

const root = resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 4599)
const runs = Number(process.env.BENCH_CHINA_RUNS ?? 5)

const run = (command: string, ...args: string[]) => execFileSync(command, args, { stdio: 'inherit' })

// The network: loopback up, a real MTU, about 1 Mbit/s both ways.
run('ip', 'link', 'set', 'lo', 'up')
run('ip', 'link', 'set', 'lo', 'mtu', '1500')
run('tc', 'qdisc', 'add', 'dev', 'lo', 'root', 'tbf', 'rate', chinaProfile.rate, 'burst', '32kbit', 'latency', '400ms')

const server = spawn(process.execPath, ['server/start.ts'], {
	cwd: root,
	env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
	stdio: 'ignore',
})
let browser: Browser | undefined
try {
	await waitForServer(`http://127.0.0.1:${port}/`)
	// Then the losses: 15 % of what the server sends.
	run('nft', 'add', 'table', 'inet', 'china')
	run('nft', 'add', 'chain', 'inet', 'china', 'out', '{ type filter hook output priority 0; }')
	run(
		'nft',
		'add',
		'rule',
		'inet',
		'china',
		'out',
		'tcp',
		'sport',
		String(port),
		'numgen',
		'random',
		'mod',
		'100',
		'lt',
		String(chinaProfile.lossPercent),
		'drop',
	)
	browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
	const samples = new Map<string, Sample[]>(chinaPages.map(([, path]) => [path, []]))
	// Page types interleaved, so that a slow moment of the machine spreads over all of them.
	for (let index = 0; index < runs; index++)
		for (const [, path] of chinaPages)
			samples.get(path)!.push(await measure(browser, `http://127.0.0.1:${port}${path}`))
	const rows = chinaPages.map(([type, path]) => {
		const list = samples.get(path)!
		const fcp = list.map((sample) => sample.fcp)
		return [
			type,
			path,
			ms(median(fcp)),
			ms(p90(fcp)),
			ms(median(list.map((sample) => sample.text))),
			`${kb(median(list.map((sample) => sample.blockingBytes)))} in ${list[0]!.requests}`,
			kb(median(list.map((sample) => sample.bytes))),
			String(list[0]!.status),
			`${mark(p90(fcp) <= chinaProfile.targetMs)} ≤ ${chinaProfile.targetMs / 1000} s`,
		]
	})
	console.log(
		`\nFirst text on a China-like network (${chinaProfile.rate}, ${chinaProfile.lossPercent} % loss server → reader, ${chinaProfile.latencyMs} ms per request; empty cache; median and p90 of ${runs})`,
	)
	console.log(
		table(
			[
				'Page type',
				'Path',
				'FCP median',
				'FCP p90',
				'First words of <main>',
				'Before first text (requests)',
				'Bytes in all',
				'Status',
				'Target (p90)',
			],
			rows,
		),
	)
	console.log(
		'Bytes as transferred (gzip: Chromium asks for Brotli over HTTPS only); before first text: the HTML and the render-blocking CSS. "First words of <main>": when the parser has put the first text of <main> in the page (resource timings leave out the emulated latency, so no first-byte column).',
	)
} finally {
	await browser?.close()
	server.kill()
}

/** One visit with an empty cache. */
async function measure(chromiumBrowser: Browser, url: string): Promise<Sample> {
	const context = await chromiumBrowser.newContext()
	const page = await context.newPage()
	const cdp = await context.newCDPSession(page)
	await cdp.send('Network.enable')
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: chinaProfile.latencyMs,
		downloadThroughput: -1,
		uploadThroughput: -1,
	})
	await page.addInitScript(() => {
		const store = window as unknown as { firstWords?: number }
		new MutationObserver((_, observer) => {
			if (document.querySelector('main')?.textContent?.trim()) {
				store.firstWords = performance.now()
				observer.disconnect()
			}
		}).observe(document, { childList: true, subtree: true, characterData: true })
	})
	const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
	await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
		timeout: 30_000,
	})
	const sample = await page.evaluate(() => {
		const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
		const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
			renderBlockingStatus?: string
		})[]
		const blocking = resources.filter((entry) => entry.renderBlockingStatus === 'blocking')
		// oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, which sees nothing outside
		const sum = (entries: PerformanceResourceTiming[]) =>
			entries.reduce((total, entry) => total + entry.transferSize, 0)
		return {
			fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
			text: (window as unknown as { firstWords?: number }).firstWords ?? Number.NaN,
			requests: 1 + blocking.length,
			blockingBytes: navigation.transferSize + sum(blocking),
			bytes: navigation.transferSize + sum(resources),
		}
	})
	await context.close()
	return { ...sample, status: response?.status() ?? 0 }
}

/** The nearest-rank 90th percentile. */
function p90(values: number[]): number {
	const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
	return sorted[Math.max(0, Math.ceil(sorted.length * 0.9) - 1)] ?? Number.NaN
}

function ms(value: number): string {
	return Number.isNaN(value) ? '–' : `${(value / 1000).toFixed(2)} s`
}

async function waitForServer(url: string) {
	for (let attempt = 0; attempt < 150; attempt++) {
		try {
			if ((await fetch(url)).ok) return
		} catch {}
		await new Promise((done) => setTimeout(done, 200))
	}
	throw new Error(`Server did not start at ${url}`)
}
