import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { rawRequest } from '#tests/support/http.ts'
import { startServer, startSmtpSink } from '#tests/support/processes.ts'
import { addStaff, contentApi, makeRepository, signInCookie } from '#tests/support/workspace.ts'
import { mark, median, table } from './table.ts'

/**
 * Save to live (issue 23): the production server on a copy of the project
 * (a repository of its own), a staffer signed in by e-mailed link, then
 * BENCH_PUBLISH_RUNS (5) saves of the privacy page's title in English and
 * Chinese through the editor's protocol, each timed from the save's answer
 * until the public page shows it. Also the save's own time (the content
 * check) and the server's memory after the switches. Target: median ≤ 60 s.
 */
export async function benchPublishing() {
	const runs = Number(process.env.BENCH_PUBLISH_RUNS ?? 5)
	const repo = makeRepository()
	const databasePath = join(repo, 'data', 'bench.sqlite')
	openDatabase(databasePath).close()
	addStaff(repo, databasePath, 'bench@example.org', 'Bench Editor', 'editor')
	const smtp = await startSmtpSink()
	const server = await startServer(
		{
			DATABASE_PATH: databasePath,
			SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
			PUBLIC_BASE_URL: 'http://bench.example',
			REPOSITORY_DIR: repo,
			BUILDS_DIR: join(repo, 'build-published'),
		},
		{ cwd: repo },
	)
	const rows: string[][] = []
	const saves: number[] = []
	const lives: number[] = []
	try {
		const cookie = await signInCookie(server, smtp, 'bench@example.org')
		const files = { en: 'content/pages/en/privacy.md', zh: 'content/pages/zh-hans/privacy.md' }
		for (let run = 1; run <= runs; run++) {
			const raw = (file: string, title: string) =>
				readFileSync(join(repo, file), 'utf8').replace(/^title: .*$/m, `title: ${title}`)
			const stamp = `bench ${run}`
			const started = performance.now()
			const answer = await contentApi(
				server,
				{
					action: 'persistEntry',
					params: {
						dataFiles: [
							{ path: files.en, raw: raw(files.en, `Privacy (${stamp})`), slug: 'privacy' },
							{ path: files.zh, raw: raw(files.zh, `隐私说明（${stamp}）`), slug: 'privacy' },
						],
						assets: [],
						options: { commitMessage: `Bench save ${run}` },
					},
				},
				{ cookie },
			)
			if (answer.status !== 200) throw new Error(`The save was refused: ${answer.status} ${answer.body}`)
			const saved = performance.now()
			for (;;) {
				const page = await rawRequest(`${server.url}/privacy`, { method: 'GET' })
				if (page.body.includes(`Privacy (${stamp})`)) break
				if (performance.now() - saved > 600_000) throw new Error('Not live after 10 minutes')
				await new Promise((resolve) => setTimeout(resolve, 250))
			}
			const live = performance.now()
			saves.push((saved - started) / 1000)
			lives.push((live - started) / 1000)
			rows.push([String(run), ((saved - started) / 1000).toFixed(1), ((live - started) / 1000).toFixed(1)])
		}
	} finally {
		await server.stop()
		await smtp.stop()
		rmSync(repo, { recursive: true, force: true })
	}
	console.log('\nPublishing: save to live (the production server, a real build each time)')
	console.log(table(['Run', 'Save answered (s)', 'Live (s)'], rows))
	const live = median(lives)
	console.log(
		`Median: save ${median(saves).toFixed(1)} s, live ${live.toFixed(1)} s ${mark(live <= 60)} (≤ 60 s on this machine)`,
	)
}
