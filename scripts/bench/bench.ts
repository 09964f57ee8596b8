/**
 * `npm run bench`: the performance figures, printed (a benchmark, not a test;
 * docs/decisions/013 and 022). Parts, all by default, or name some:
 * `npm run bench -- home` (or BENCH=home,js).
 *
 *  build  How long `npm run build` takes (always runs: the other parts need the build).
 *  js     First-load JavaScript (gzip) of every page, against the framework
 *         floor: a bare React Router app built with the same versions (bench/floor-app).
 *  home   The home page beside the same site built as a client-only SPA
 *         (bench/spa-app), measured in the same run: JavaScript loaded,
 *         Lighthouse mobile (median of BENCH_RUNS, default 5, runs interleaved),
 *         and at 4× CPU throttling in Chromium: the longest main-thread task
 *         after first contentful paint, when that paint comes, and when the
 *         widgets are ready.
 *  pages  Lighthouse on a sample of inner pages (median of BENCH_PAGE_RUNS, default 1).
 *  search Each language's search index size, what a first query fetches, and
 *         query times in Chromium (scripts/bench/search.ts).
 *  send   A news campaign to 10,000 subscribers through a local SMTP server:
 *         rate, memory, copies per recipient (scripts/bench/send.ts).
 *  scale  A build with 1,000 news posts and 200 events more, in a temporary
 *         content folder: time, pages, output size (scripts/bench/scale.ts).
 *  publish  Save to live through the staff workspace, median of 5 (scripts/bench/publish.ts).
 *  china  First text per page type on a China-like network (1 Mbit/s, 15 %
 *         loss server → reader, 300 ms per request), in a network namespace
 *         of its own; target ≤ 2 s (scripts/bench/china.ts; needs root).
 *
 * Targets: home JS ≤ 0.65 × floor, Lighthouse performance 100, TBT ≤ 50 ms,
 * no task over 50 ms after first paint at 4× throttling; every page
 * 100/100/100/100, LCP ≤ 1.5 s, CLS ≤ 0.01; static pages ≤ 2 KB of JS; build < 60 s.
 * Servers listen on BENCH_PORT (default 4599) and the port after it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { pageFile, prerenderedPages } from '#server/http/site-index.ts'
import { longestTaskAfterFirstPaint, type TraceEvent } from './main-thread.ts'
import { serveSpa } from './static-server.ts'
import { kb, mark, median, table } from './table.ts'
import { benchSearch, pagefindVersion, searchBenchHeader } from './search.ts'
import { benchChina } from './china.ts'
import { benchScale } from './scale.ts'
import { benchSending } from './send.ts'
import { benchPublishing } from './publish.ts'
import { chromiumArgs, chromiumPath } from '#scripts/tools/chromium.ts'
import { firstLoadJs } from './first-load-js.ts'

const parts = ['js', 'home', 'pages', 'search', 'send', 'scale', 'china', 'publish'] as const
type Part = (typeof parts)[number]
const asked = [...process.argv.slice(2), ...(process.env.BENCH ?? '').split(',')].filter(Boolean)
const unknown = asked.filter((part) => part !== 'build' && !parts.includes(part as Part))
if (unknown.length > 0) {
	console.error(`Unknown bench part: ${unknown.join(', ')}. Parts: build, ${parts.join(', ')}.`)
	process.exit(2)
}
const wanted = (part: Part) => asked.length === 0 || asked.includes(part)

const root = resolve(import.meta.dirname, '../..')
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
const clientDir = join(buildDir, 'client')
const spaDir = join(root, 'bench/spa-app/build')
const port = Number(process.env.BENCH_PORT ?? 4599)
const homeRuns = Number(process.env.BENCH_RUNS ?? 5)
const pageRuns = Number(process.env.BENCH_PAGE_RUNS ?? 1)
const samples = ['/perpetuator/actuallifeneeds/diabetes', '/voyager/cabinet', '/zh-hans', '/zh-hant/aboutus']
/** The widgets of the home page: two carousels and the tabs mark themselves data-enhanced once alive. */
const homeWidgets = 3

// Build
const started = performance.now()
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0)
	throw new Error('npm run build failed')
const buildSeconds = (performance.now() - started) / 1000
console.log(
	`\nBuild (npm run build, all pages, all languages): ${buildSeconds.toFixed(1)} s ${mark(buildSeconds < 60)} (< 60 s)`,
)

// The framework floor
const floorDir = join(root, 'bench/floor-app')
if (spawnSync('npx', ['react-router', 'build'], { cwd: floorDir, stdio: 'ignore' }).status !== 0) {
	throw new Error('building the floor app failed')
}
const floorClient = join(floorDir, 'build/client')
const floor = await firstLoadJs(floorClient, await readFile(join(floorClient, 'index.html'), 'utf8'))
console.log(
	`Framework floor (bare React Router ${await version('react-router')} app): ${kb(floor.gzipBytes)} of JavaScript, gzip (${kb(floor.fileBytes)} files + ${kb(floor.inlineBytes)} inline)\n`,
)

if (wanted('js')) await everyPage()

let site: ChildProcess | undefined
let spa: Server | undefined
let lighthouseChrome: chromeLauncher.LaunchedChrome | undefined
let tracingBrowser: Browser | undefined
// The parts that need the site served (the sending run serves its own).
if (wanted('home') || wanted('pages') || wanted('search')) {
	try {
		site = spawn('node', ['server/start.ts'], {
			cwd: root,
			env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
			stdio: 'ignore',
		})
		await waitForServer(`http://127.0.0.1:${port}/`)
		lighthouseChrome = await chromeLauncher.launch({
			chromePath: chromiumPath,
			chromeFlags: ['--headless=new', ...chromiumArgs],
		})
		if (wanted('home')) {
			if (
				spawnSync('npx', ['vite', 'build', '--config', 'bench/spa-app/vite.config.ts'], { cwd: root, stdio: 'ignore' })
					.status !== 0
			) {
				throw new Error('building the SPA (bench/spa-app) failed')
			}
			spa = await serveSpa(spaDir, port + 1)
			tracingBrowser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
			await homeAgainstSpa(lighthouseChrome, tracingBrowser)
		}
		if (wanted('pages')) await samplePages(lighthouseChrome)
		if (wanted('search')) {
			const rows = await benchSearch({ clientDir, baseUrl: `http://127.0.0.1:${port}` })
			console.log(
				`\nSearch (Pagefind ${await pagefindVersion(root)}, extended; ${rows.length - 1} languages; first query from a fresh browser; 50 more queries through the JS API to their first ten results)`,
			)
			console.log(table(searchBenchHeader, rows))
			console.log('Index on disk counts the WebAssembly a language loads (the two Chinese indexes share one).')
		}
	} finally {
		await tracingBrowser?.close()
		lighthouseChrome?.kill()
		spa?.close()
		site?.kill()
	}
}

// The sending run starts its own server and SMTP sink.
if (wanted('send')) await benchSending()
// Content at scale builds in a temporary content folder of its own.
if (wanted('scale')) await benchScale()
// Save to live through the staff workspace, on a copy of the project.
if (wanted('publish')) await benchPublishing()
// The China-profile run serves the build itself, in a network namespace of its own.
if (wanted('china')) benchChina()

/** First-load JavaScript of every prerendered page. */
async function everyPage() {
	const rows: string[][] = []
	for (const path of [...(await prerenderedPages(clientDir))].sort()) {
		const html = await readFile(pageFile(clientDir, path), 'utf8')
		const js = await firstLoadJs(clientDir, html)
		const islands = html.includes('data-island=')
		const limit = islands ? floor.gzipBytes * 0.65 : 2048
		rows.push([
			path,
			islands ? 'islands' : 'static',
			`${kb(js.gzipBytes)}${islands ? ` (${(js.gzipBytes / floor.gzipBytes).toFixed(2)} × floor)` : ''}`,
			kb(js.dataBytes),
			`${mark(js.gzipBytes <= limit)} ≤ ${kb(limit)}`,
		])
	}
	console.log('First-load JavaScript per page (files and inline scripts, gzip; island props are data, shown apart)')
	console.log(table(['Page', 'Kind', 'JavaScript (gzip)', 'Island props (gzip)', 'Target'], rows))
	console.log()
}

type Target = { name: string; url: string; dir: string }
type Lighthouse = { scores: number[]; tbt: number; lcp: number; cls: number; bytes: number }
type Trace = {
	longestMs: number
	longestCpuMs: number
	tasksOver50: number
	/** First contentful paint, ms after navigation. */
	paintMs: number
	readyAfterPaintMs: number
	jsBytes: number
	jsFiles: number
}

/** The home page and the SPA's home page, measured alternately in the same run. */
async function homeAgainstSpa(chrome: chromeLauncher.LaunchedChrome, browser: Browser) {
	const targets: Target[] = [
		{ name: 'Home (this site)', url: `http://127.0.0.1:${port}/`, dir: clientDir },
		{ name: 'Home (SPA build)', url: `http://127.0.0.1:${port + 1}/`, dir: spaDir },
	]
	const lighthouseRuns = new Map<Target, Lighthouse[]>(targets.map((target) => [target, []]))
	const traces = new Map<Target, Trace[]>(targets.map((target) => [target, []]))
	for (let run = 0; run < homeRuns; run++) {
		for (const target of targets) {
			lighthouseRuns.get(target)!.push(await runLighthouse(chrome, target.url))
			traces.get(target)!.push(await traceAtFourTimes(browser, target))
		}
	}
	const rows = targets.map((target) => {
		const lh = lighthouseRuns.get(target)!
		const tr = traces.get(target)!
		const js = median(tr.map((t) => t.jsBytes))
		const scores = [0, 1, 2, 3].map((i) => median(lh.map((l) => l.scores[i]!)))
		const tbt = median(lh.map((l) => l.tbt))
		const longest = tr.map((t) => t.longestMs)
		const longestCpu = tr.map((t) => t.longestCpuMs)
		const ok = js <= floor.gzipBytes * 0.65 && scores[0] === 100 && tbt <= 50 && Math.max(...longestCpu) <= 50
		return [
			target.name,
			`${kb(js)} (${(js / floor.gzipBytes).toFixed(2)} × floor, ${tr[0]!.jsFiles} files)`,
			scores.join('/'),
			`${Math.round(tbt)} ms`,
			`${(median(lh.map((l) => l.lcp)) / 1000).toFixed(2)} s`,
			median(lh.map((l) => l.cls)).toFixed(3),
			kb(median(lh.map((l) => l.bytes))),
			`${Math.round(median(longest))} / ${Math.round(Math.max(...longest))} ms`,
			`${Math.round(median(longestCpu))} / ${Math.round(Math.max(...longestCpu))} ms`,
			`${Math.round(median(tr.map((t) => t.paintMs)))} ms`,
			`${Math.round(median(tr.map((t) => t.readyAfterPaintMs)))} ms`,
			target === targets[0] ? mark(ok) : '(for comparison)',
		]
	})
	console.log(
		`Home page against the same site built as a SPA (same run; Lighthouse ${await version('lighthouse')}, mobile, simulated throttling, median of ${homeRuns}; traces in Chromium at 4× CPU throttling, ${homeRuns} each)`,
	)
	console.log(
		table(
			[
				'Build',
				'JS loaded (gzip)',
				'Perf/A11y/BP/SEO',
				'TBT',
				'LCP',
				'CLS',
				'Transferred',
				'Longest task after FCP @4×, wall (median / max)',
				'…its CPU time (median / max)',
				'FCP @4×',
				'Widgets ready after FCP @4×',
				'Targets',
			],
			rows,
		),
	)
	console.log(
		'Targets: JS ≤ 0.65 × floor; performance 100; TBT ≤ 50 ms; no task over 50 ms after first contentful paint (judged on CPU time: wall time also counts the time a shared machine gives to other processes).\n',
	)
}

/** Lighthouse on the inner-page sample. */
async function samplePages(chrome: chromeLauncher.LaunchedChrome) {
	const rows: string[][] = []
	for (const path of samples) {
		const runs: Lighthouse[] = []
		for (let run = 0; run < pageRuns; run++) runs.push(await runLighthouse(chrome, `http://127.0.0.1:${port}${path}`))
		const scores = [0, 1, 2, 3].map((i) => median(runs.map((r) => r.scores[i]!)))
		const lcp = median(runs.map((r) => r.lcp))
		const tbt = median(runs.map((r) => r.tbt))
		const cls = median(runs.map((r) => r.cls))
		const ok = scores.every((s) => s === 100) && lcp <= 1500 && tbt <= 50 && cls <= 0.01
		rows.push([
			path,
			scores.join('/'),
			`${(lcp / 1000).toFixed(2)} s`,
			`${Math.round(tbt)} ms`,
			cls.toFixed(3),
			kb(median(runs.map((r) => r.bytes))),
			mark(ok),
		])
	}
	console.log(
		`Lighthouse ${await version('lighthouse')} on other pages (mobile, simulated throttling; median of ${pageRuns} run${pageRuns > 1 ? 's' : ''})`,
	)
	console.log(table(['Page', 'Perf/A11y/BP/SEO', 'LCP', 'TBT', 'CLS', 'Transferred', 'Targets'], rows))
}

async function runLighthouse(chrome: chromeLauncher.LaunchedChrome, url: string): Promise<Lighthouse> {
	const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
	if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
	const { lhr } = result
	const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
	const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
	return {
		scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(score),
		tbt: audit('total-blocking-time'),
		lcp: audit('largest-contentful-paint'),
		cls: audit('cumulative-layout-shift'),
		bytes: audit('total-byte-weight'),
	}
}

/**
 * One load in Chromium at 4× CPU throttling (no network throttling), traced:
 * the longest main-thread task after first contentful paint, when that paint
 * came, how long after it the widgets were ready, and the JavaScript the page
 * loaded (each script file gzipped from the build, plus inline scripts).
 */
async function traceAtFourTimes(browser: Browser, target: Target): Promise<Trace> {
	const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
	const page = await context.newPage()
	await page.addInitScript((count: number) => {
		new MutationObserver((_, observer) => {
			if (document.querySelectorAll('[data-enhanced]').length < count) return
			;(window as unknown as { widgetsReady: number }).widgetsReady = performance.now()
			observer.disconnect()
		}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-enhanced'] })
	}, homeWidgets)
	const cdp = await context.newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
	// Top-level tasks and paints only: the DevTools timeline categories make V8 collect source
	// positions (re-parsing scripts) inside the page's own tasks, which would lengthen them.
	await browser.startTracing(page, { categories: ['toplevel', 'loading'] })
	await page.goto(target.url, { waitUntil: 'load' })
	await page.waitForFunction(() => 'widgetsReady' in window, undefined, { timeout: 30_000 })
	// Let anything the page starts after its widgets are ready run too.
	await page.waitForTimeout(1500)
	const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
	const measured = await page.evaluate(() => ({
		ready: (window as unknown as { widgetsReady: number }).widgetsReady,
		paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
		scripts: performance
			.getEntriesByType('resource')
			.map((entry) => new URL(entry.name))
			.filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
			.map((url) => url.pathname),
		inline: [...document.querySelectorAll('script:not([src])')]
			.filter((script) => ['', 'module', 'text/javascript'].includes(script.getAttribute('type') ?? ''))
			.map((script) => script.textContent ?? ''),
	}))
	await context.close()
	let jsBytes = 0
	for (const path of new Set(measured.scripts)) jsBytes += gzipSync(await readFile(join(target.dir, path))).length
	for (const script of measured.inline) if (script) jsBytes += gzipSync(script).length
	return {
		...longestTaskAfterFirstPaint(trace.traceEvents),
		paintMs: measured.paint,
		readyAfterPaintMs: Math.max(0, measured.ready - measured.paint),
		jsBytes,
		jsFiles: new Set(measured.scripts).size,
	}
}

async function version(pkg: string): Promise<string> {
	return JSON.parse(await readFile(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version
}

async function waitForServer(url: string) {
	for (let attempt = 0; attempt < 100; attempt++) {
		try {
			if ((await fetch(url)).ok) return
		} catch {}
		await new Promise((done) => setTimeout(done, 200))
	}
	throw new Error(`Server did not start at ${url}`)
}
