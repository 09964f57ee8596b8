/**
 * `npm run bench -- scale`: the build at the size a few years of news would
 * reach. Copies content/ to a temporary folder, adds 1,000 news posts and 200
 * events in both written languages (scripts/content/sample-records.ts), builds
 * with CONTENT_DIR and BUILD_DIR pointing there, and prints the build time,
 * the pages prerendered and the size of the output. Target: ≤ 60 s.
 * BENCH_POSTS and BENCH_EVENTS change the counts.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { prerenderedPages } from '#server/http/site-index.ts'
import { copyContent, writeSamplePosts, writeSampleEvents } from '#scripts/content/sample-records.ts'

const root = resolve(import.meta.dirname, '../..')

export async function benchScale() {
	const posts = Number(process.env.BENCH_POSTS ?? 1000)
	const events = Number(process.env.BENCH_EVENTS ?? 200)
	// Inside the project (git-ignored): the server build imports its packages from node_modules.
	const dir = mkdtempSync(join(root, 'build-scale-'))
	try {
		const contentDir = join(dir, 'content')
		const buildDir = join(dir, 'build')
		copyContent(join(root, 'content'), contentDir)
		writeSamplePosts(contentDir, posts, new Date())
		writeSampleEvents(contentDir, events, new Date())
		const started = performance.now()
		const build = spawnSync('npm', ['run', 'build'], {
			cwd: root,
			env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
			encoding: 'utf8',
			// Prerendering prints a line per page: thousands of them.
			maxBuffer: 256 * 1024 * 1024,
		})
		const seconds = (performance.now() - started) / 1000
		if (build.status !== 0)
			throw new Error(`The build at scale failed (${build.error?.message ?? build.status}):\n${build.stderr}`)
		const clientDir = join(buildDir, 'client')
		const pages = (await prerenderedPages(clientDir)).size
		const { files, bytes } = sizeOf(clientDir)
		console.log(
			`\nContent at scale (${posts} posts and ${events} events in English and Simplified Chinese, Traditional generated):`,
		)
		console.log(
			`  build ${seconds.toFixed(1)} s ${seconds <= 60 ? '✓' : '✗'} (≤ 60 s); ${pages} pages; ` +
				`build/client ${mb(bytes)} in ${files} files (pages, feeds, calendars, search index)`,
		)
	} finally {
		rmSync(dir, { recursive: true, force: true })
	}
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`

function sizeOf(dir: string): { files: number; bytes: number } {
	let files = 0
	let bytes = 0
	for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue
		files++
		bytes += statSync(join(entry.parentPath, entry.name)).size
	}
	return { files, bytes }
}
