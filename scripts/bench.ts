/**
 * `npm run bench`: the performance figures, printed (a benchmark, not a test).
 *
 *  1. How long `npm run build` takes (every page, every language).
 *  2. First-load JavaScript (gzip) of every page, against the framework floor:
 *     a bare React Router app built with the same versions (bench/floor-app).
 *  3. Lighthouse (mobile preset, simulated throttling, the system Chromium)
 *     on a sample of pages served by the production server.
 *
 * Targets (issue 8): Lighthouse 100/100/100/100; LCP ≤ 1.5 s; CLS ≤ 0.01;
 * TBT ≤ 100 ms; first-load JS ≤ 1.15 × floor on hydrating pages and ≤ 2 KB
 * elsewhere; home ≤ 400 KB transferred; build < 60 s.
 * BENCH_RUNS=3 takes the median of three Lighthouse runs per page.
 *  4. The sending run (scripts/bench-send.ts): a news campaign to 10,000
 *     subscribers through a local SMTP server. `npm run bench -- send` runs
 *     only this part.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { prerenderedPages, pageFile } from '../server/site-index.ts'
import { hydrates } from './defer-hydration.ts'
import { benchSending } from './bench-send.ts'
import { firstLoadJs } from './first-load-js.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'

// Parts chosen by name (`npm run bench -- send`); with none named, everything runs.
const parts = process.argv.slice(2)
if (parts.length > 0) {
	const known = ['send']
	const unknown = parts.filter((part) => !known.includes(part))
	if (unknown.length > 0) throw new Error(`Unknown bench part(s): ${unknown.join(', ')}. Known: ${known.join(', ')}.`)
	if (parts.includes('send')) await benchSending()
	process.exit(0)
}

const root = resolve(import.meta.dirname, '..')
const buildDir = join(root, process.env.BUILD_DIR ?? 'build')
const port = Number(process.env.BENCH_PORT ?? 4599)
const runs = Number(process.env.BENCH_RUNS ?? 1)
const samples = ['/', '/perpetuator/actuallifeneeds/diabetes', '/voyager/cabinet', '/zh-hans', '/zh-hant/aboutus']
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mark = (ok: boolean) => (ok ? '✓' : '✗')

// 1. Build time
const started = performance.now()
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })
if (build.status !== 0) throw new Error('npm run build failed')
const buildSeconds = (performance.now() - started) / 1000
console.log(
	`\nBuild (npm run build, all pages, all languages): ${buildSeconds.toFixed(1)} s ${mark(buildSeconds < 60)} (< 60 s)\n`,
)

// 2. First-load JavaScript per page, against the floor
const floorDir = join(root, 'bench/floor-app')
if (spawnSync('npx', ['react-router', 'build'], { cwd: floorDir, stdio: 'ignore' }).status !== 0) {
	throw new Error('building the floor app failed')
}
const floorClient = join(floorDir, 'build/client')
const floor = await firstLoadJs(floorClient, await readFile(join(floorClient, 'index.html'), 'utf8'))
console.log(
	`Framework floor (bare React Router ${await version('react-router')} app): ${kb(floor.fileBytes)} of JavaScript files + ${kb(floor.inlineBytes)} inline, gzip\n`,
)

const clientDir = join(buildDir, 'client')
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

// 3. Lighthouse on the sample
const server = spawn('node', ['server/start.ts'], {
	cwd: root,
	env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
	stdio: 'ignore',
})
await waitForServer(`http://127.0.0.1:${port}/`)
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
	server.kill()
}
console.log(
	`\nLighthouse ${await version('lighthouse')} (mobile, simulated throttling; median of ${runs} run${runs > 1 ? 's' : ''})`,
)
printTable(['Page', 'Perf/A11y/BP/SEO', 'LCP', 'TBT', 'CLS', 'Transferred', 'Targets'], lhRows)

// 4. Sending
await benchSending()

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
