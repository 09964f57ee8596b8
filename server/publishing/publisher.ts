import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { SubscriberDatabase } from '#app/newsletter/store/subscriber-database.server.ts'
import type { Publishing, PublishingState } from '#app/workspace/publishing.ts'
import type { Repository } from './repository.ts'
import { buildProblem } from './build-problem.ts'

/** The link to the build the site serves, inside BUILDS_DIR (server/build-output.ts picks it at start). */
const liveLink = 'live'
/** Builds kept besides the live one, for a quick look back. */
const keep = 2

export type PublisherOptions = {
	repository: Repository
	/** Where builds are made, one folder each (BUILDS_DIR, default build-published). */
	buildsDir: string
	/** The live site switches to a finished build (server/start.ts): resolves once it serves it. */
	switchTo: ((dir: string) => Promise<void>) | null
	database: SubscriberDatabase
	log?: Pick<Console, 'log' | 'error'>
}

/** The React Router command line, when the build toolchain is installed (not in a production-only install). */
function buildCommand(dir: string): string | null {
	try {
		// The package exports no `bin.cjs`; its package.json says where it is.
		const manifest = createRequire(join(dir, 'package.json')).resolve('@react-router/dev/package.json')
		const cli = join(dirname(manifest), 'bin.cjs')
		return existsSync(cli) ? cli : null
	} catch {
		return null
	}
}

/**
 * Publishing after a save (issue 23, docs/decisions/046): the site is built
 * from the repository in a process of its own (the serving process needs no
 * build toolchain), into a new folder of BUILDS_DIR; when the build succeeds,
 * `live` points to it and the server switches to it without a restart. One
 * build at a time: saves during a build ask for one more, which builds the
 * newest content. A failed build changes nothing the public sees.
 */
export function createPublisher({ repository, buildsDir, switchTo, database, log = console }: PublisherOptions) {
	const cli = switchTo ? buildCommand(repository.dir) : null
	let building: { since: string } | null = null
	let queued = false
	let live: PublishingState['live'] = null
	let failure: PublishingState['failure'] = null
	let retired = false

	async function buildOnce() {
		const started = Date.now()
		building = { since: new Date(started).toISOString() }
		const commit = await repository.head().catch(() => 'unknown')
		const id = await database.buildStarted({ sourceCommit: commit, now: new Date() }).catch(() => null)
		const dir = join(buildsDir, `${started}-${commit.slice(0, 8)}`)
		const output = await runBuild(cli!, repository.dir, dir)
		const seconds = (Date.now() - started) / 1000
		if (output.ok) {
			await writeFile(join(dir, 'build-info.json'), JSON.stringify({ builtAt: new Date().toISOString(), commit }))
			await pointLiveAt(buildsDir, dir)
			await switchTo!(dir)
			live = { commit, builtAt: new Date().toISOString() }
			failure = null
			log.log(`[publishing] ${commit.slice(0, 8)} is live (built in ${seconds.toFixed(1)} s)`)
			await pruneBuilds(buildsDir, dir).catch(() => undefined)
		} else {
			failure = { at: new Date().toISOString(), error: buildProblem(output.text) }
			log.error(
				`[publishing] The build of ${commit.slice(0, 8)} failed; the site stays as it was.\n${output.text.slice(-2000)}`,
			)
			await rm(dir, { recursive: true, force: true }).catch(() => undefined)
		}
		if (id !== null)
			await database
				.buildFinished({ id, state: output.ok ? 'live' : 'failed', now: new Date(), seconds, error: failure?.error })
				.catch(() => undefined)
	}

	async function loop() {
		try {
			do {
				queued = false
				await buildOnce()
				// oxlint-disable-next-line no-unmodified-loop-condition -- retire() sets it while a build runs
			} while (queued && !retired)
		} catch (error) {
			failure = { at: new Date().toISOString(), error: error instanceof Error ? error.message : String(error) }
			log.error(`[publishing] ${failure.error}`)
		} finally {
			building = null
		}
	}

	const publisher: Publishing & { requestBuild(): void; idle(): Promise<void>; retire(): boolean } = {
		async state() {
			return { builds: Boolean(cli), building, queued, live, failure, remote: repository.remote }
		},
		history: (limit) => repository.history(limit),
		async undo(commit, staff) {
			const outcome = await repository.revert(commit, staff)
			if (outcome === 'undone') publisher.requestBuild()
			return outcome
		},
		rebuild: () => publisher.requestBuild(),
		/** A save landed: build it now, or right after the build under way. */
		requestBuild() {
			if (!cli || retired) return
			if (building) queued = true
			else void (running = loop())
		},
		/** Resolves when no build is running (tests, shutdown). */
		idle: () => running,
		/** The site is replaced by the one just built: no more builds here. True when a save still waits for one. */
		retire() {
			retired = true
			return queued
		},
	}
	let running: Promise<void> = Promise.resolve()
	return publisher
}

function runBuild(cli: string, cwd: string, buildDir: string): Promise<{ ok: boolean; text: string }> {
	return new Promise((resolve) => {
		let text = ''
		const child = spawn(process.execPath, [cli, 'build'], {
			cwd,
			env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
			stdio: ['ignore', 'pipe', 'pipe'],
		})
		const keepTail = (chunk: Buffer) => {
			text = (text + chunk.toString()).slice(-64_000)
		}
		child.stdout.on('data', keepTail)
		child.stderr.on('data', keepTail)
		child.on('error', (error) => resolve({ ok: false, text: `${text}\n${error.message}` }))
		child.on('close', (code) => resolve({ ok: code === 0 && existsSync(join(buildDir, 'server', 'site.js')), text }))
	})
}

/** `live` → this build, replaced in one rename: a server starting meanwhile sees the old build or the new, never neither. */
async function pointLiveAt(buildsDir: string, dir: string) {
	const temporary = join(buildsDir, `.live-${process.pid}-${Date.now()}`)
	await symlink(dir, temporary)
	await rename(temporary, join(buildsDir, liveLink))
}

async function pruneBuilds(buildsDir: string, current: string) {
	const folders = (await readdir(buildsDir)).filter((name) => /^\d+-/.test(name)).sort()
	const old = folders.filter((name) => join(buildsDir, name) !== current).slice(0, -keep)
	await Promise.all(old.map((name) => rm(join(buildsDir, name), { recursive: true, force: true })))
}
