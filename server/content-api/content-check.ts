import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, rm, symlink, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import type { Locale } from '#app/i18n/locales.ts'

export type Problem = { file: string; field: string; message: string }

/** A change a save would make: files written (content as bytes or text) and files deleted, by repository path. */
export type ProposedChange = { write: { path: string; content: Buffer | string }[]; delete: string[] }

/**
 * Checks a save before anything touches the content folder (issue 23): the
 * content folder is copied to a staging folder, the change applied there,
 * and the copy loaded by the same loader the build uses (scripts/content/
 * check-content.ts, in a process of its own). Photos are linked, not
 * copied. Problems come back with repository paths (content/…) and the
 * schema's messages in `locale`. Throws when the check itself cannot run
 * (no build toolchain installed): the caller refuses the save.
 */
export async function checkProposedChange(
	repository: string,
	change: ProposedChange,
	locale: Locale,
): Promise<Problem[]> {
	const stage = await mkdtemp(join(tmpdir(), 'content-check-'))
	try {
		await cp(join(repository, 'content'), join(stage, 'content'), { recursive: true })
		await linkMedia(join(repository, 'public', 'media'), join(stage, 'public', 'media'))
		for (const path of change.delete) await unlink(join(stage, path)).catch(() => undefined)
		for (const file of change.write) {
			const target = join(stage, file.path)
			await mkdir(dirname(target), { recursive: true })
			await unlink(target).catch(() => undefined) // a linked photo is replaced, never written through
			await writeFile(target, file.content)
		}
		const output = await runCheck(join(stage, 'content'), locale)
		return output.problems.map((problem) => ({
			...problem,
			file: relative(stage, resolve(problem.file)) || problem.file,
		}))
	} finally {
		await rm(stage, { recursive: true, force: true })
	}
}

/** The media folder's entries as links in the staging copy (photos can be large). */
async function linkMedia(from: string, to: string) {
	await mkdir(to, { recursive: true })
	const entries = await readdir(from).catch(() => [])
	await Promise.all(entries.map((name) => symlink(join(from, name), join(to, name))))
}

/** The check, run by the project's own code (the server's working folder, where app/ and scripts/ are). */
function runCheck(contentDir: string, locale: Locale): Promise<{ problems: Problem[] }> {
	return new Promise((done, fail) => {
		execFile(
			process.execPath,
			[join('scripts', 'content', 'check-content.ts'), contentDir, locale],
			{
				cwd: process.cwd(),
				maxBuffer: 8 * 1024 * 1024,
				timeout: 60_000,
				env: { ...process.env, CONTENT_DIR: contentDir },
			},
			(error, stdout, stderr) => {
				try {
					return done(JSON.parse(stdout) as { problems: Problem[] })
				} catch {
					fail(
						new Error(
							`The content check could not run: ${(stderr || String(error)).trim().split('\n').slice(-3).join(' ')}`,
						),
					)
				}
			},
		)
	})
}
