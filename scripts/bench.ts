/**
 * `npm run bench`: the performance figures, printed (a benchmark, not a test).
 *
 *  1. How long `npm run build` takes (every page, every language).
 *  2. First-load JavaScript (gzip) of every page, against the framework floor:
 *     a bare React Router app built with the same versions (bench/floor-app).
 *  3. Lighthouse (mobile preset, simulated throttling, the system Chromium)
 *     on a sample of pages served by the production server.
 *  4. Search (scripts/bench-search.ts): each language's index size, what a
 *     first query fetches, and query times in Chromium.
 *  5. Sending (scripts/bench-send.ts): a news campaign to 10,000 subscribers
 *     through a local SMTP server: rate, memory, copies per recipient.
 *
 * Parts can be chosen: `npm run bench -- search`, `npm run bench -- build js`
 * (build, js, lighthouse, search, send; all of them by default). Parts after the
 * build use the existing build, or make one if there is none.
 *
 * Targets (issue 8): Lighthouse 100/100/100/100; LCP ≤ 1.5 s; CLS ≤ 0.01;
 * TBT ≤ 100 ms; first-load JS ≤ 1.15 × floor on hydrating pages and ≤ 2 KB
 * elsewhere; home ≤ 400 KB transferred; build < 60 s.
 * BENCH_RUNS=3 takes the median of three Lighthouse runs per page.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { prerenderedPages, pageFile } from '../server/site-index.ts'
import { hydrates } from './defer-hydration.ts'
import { benchSearch, pagefindVersion, searchBenchHeader } from './bench-search.ts'
import { benchSending } from './bench-send.ts'
import { firstLoadJs } from './first-load-js.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'

const root = resolve(import.meta.dirname, '..')
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
const port = Number(process.env.BENCH_PORT ?? 4599)
const runs = Number(process.env.BENCH_RUNS ?? 1)
const samples = ['/', '/perpetuator/actuallifeneeds/diabetes', '/voyager/cabinet', '/zh-hans', '/zh-hant/aboutus']
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mark = (ok: boolean) => (ok ? '✓' : '✗')

const allParts = ['build', 'js', 'lighthouse', 'search', 'send'] as const
const chosen = process.argv.slice(2)
const unknown = chosen.filter((part) => !(allParts as readonly string[]).includes(part))
if (unknown.length > 0) {
	console.error(`Unknown bench part: ${unknown.join(', ')}. Choose from: ${allParts.join(', ')} (default: all).`)
	process.exit(1)
}
const parts = new Set(chosen.length > 0 ? chosen : allParts)

// 1. Build time
if (parts.has('build') || !existsSync(join(buildDir, 'server', 'index.js'))) {
	const started = performance.now()
	const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })
	if (build.status !== 0) throw new Error('npm run build failed')
	const buildSeconds = (performance.now() - started) / 1000
	console.log(
		`\nBuild (npm run build, all pages, all languages): ${buildSeconds.toFixed(1)} s ${mark(buildSeconds < 60)} (< 60 s)\n`,
	)
}

const clientDir = join(buildDir, 'client')
if (parts.has('js')) await benchFirstLoadJs()
if (parts.has('lighthouse') || parts.has('search')) {
	const server = await startServer()
	try {
		if (parts.has('lighthouse')) await benchLighthouse()
		if (parts.has('search')) {
			const rows = await benchSearch({ clientDir, baseUrl: `http://127.0.0.1:${port}` })
			console.log(
				`\nSearch (Pagefind ${await pagefindVersion(root)}, extended; ${rows.length - 1} languages; first query from a fresh browser; 50 more queries through the JS API to their first ten results)`,
			)
			printTable(searchBenchHeader, rows)
			console.log('Index on disk counts the WebAssembly a language loads (the two Chinese indexes share one).')
		}
	} finally {
		server.kill()
	}
}

// 5. Sending
if (parts.has('send')) await benchSending()

// 2. First-load JavaScript per page, against the floor
async function benchFirstLoadJs() {
	const floorDir = join(root, 'bench/floor-app')
	if (spawnSync('npx', ['react-router', 'build'], { cwd: floorDir, stdio: 'ignore' }).status !== 0) {
		throw new Error('building the floor app failed')
	}
	const floorClient = join(floorDir, 'build/client')
	const floor = await firstLoadJs(floorClient, await readFile(join(floorClient, 'index.html'), 'utf8'))
	console.log(
		`Framework floor (bare React Router ${await version('react-router')} app): ${kb(floor.fileBytes)} of JavaScript files + ${kb(floor.inlineBytes)} inline, gzip\n`,
	)

	const rows: string[][] = []
	for (const path of [...(await prerenderedPages(clientDir))].sort()) {
		const html = await readFile(pageFile(clientDir, path), 'utf8')
		const js = await firstLoadJs(clientDir, html)
		const hydrating = hydrates(html)
		// Hydrating pages are held to 1.15 × the floor's JavaScript files; their inline
		// loader data (the page's words, serialised for hydration) is shown beside it.
		const measured = hydrating ? js.fileBytes : js.gzipBytes
		const limit = hydrating ? floor.fileBytes * 1.15 : 2048
		const ratio = hydrating ? ` (${(js.fileBytes / floor.fileBytes).toFixed(2)} × floor)` : ''
		rows.push([
			path,
			hydrating ? 'hydrates' : 'static',
			`${kb(js.fileBytes)}${ratio}`,
			kb(js.inlineBytes),
			`${mark(measured <= limit)} ≤ ${kb(limit)}`,
		])
	}
	printTable(['Page', 'Kind', 'JS files (gzip)', 'Inline scripts (gzip)', 'Target'], rows)
}

/** The production server on BENCH_PORT, for Lighthouse and the search bench. */
async function startServer(): Promise<ChildProcess> {
	const server = spawn('node', ['server/start.ts'], {
		cwd: root,
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
		stdio: 'ignore',
	})
	await waitForServer(`http://127.0.0.1:${port}/`)
	return server
}

// 3. Lighthouse on the sample
async function benchLighthouse() {
	const chrome = await chromeLauncher.launch({
		chromePath: chromiumPath,
		chromeFlags: ['--headless=new', ...chromiumArgs],
	})
	const lhRows: string[][] = []
	try {
		for (const path of samples) {
			const results = []
			for (let run = 0; run < runs; run++) {
				const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
					port: chrome.port,
					output: 'json',
					logLevel: 'error',
				})
				if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
				results.push(result.lhr)
			}
			results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
			const lhr = results[Math.floor(results.length / 2)]!
			const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
			const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
			const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score)
			const lcp = audit('largest-contentful-paint')
			const tbt = audit('total-blocking-time')
			const cls = audit('cumulative-layout-shift')
			const bytes = audit('total-byte-weight')
			const ok =
				scores.every((s) => s === 100) &&
				lcp <= 1500 &&
				tbt <= 100 &&
				cls <= 0.01 &&
				(path !== '/' || bytes <= 400 * 1024)
			lhRows.push([
				path,
				scores.join('/'),
				`${(lcp / 1000).toFixed(2)} s`,
				`${Math.round(tbt)} ms`,
				cls.toFixed(3),
				kb(bytes),
				mark(ok),
			])
		}
	} finally {
		await chrome.kill()
	}
	console.log(
		`\nLighthouse ${await version('lighthouse')} (mobile, simulated throttling; median of ${runs} run${runs > 1 ? 's' : ''})`,
	)
	printTable(['Page', 'Perf/A11y/BP/SEO', 'LCP', 'TBT', 'CLS', 'Transferred', 'Targets'], lhRows)
}

function printTable(header: string[], body: string[][]) {
	const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => row[i]!.length)))
	const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
	console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'))
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
