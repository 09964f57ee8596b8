import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { PublishedChange } from '#app/workspace/publishing.ts'

const run = promisify(execFile)

export type Author = { name: string; email: string }

/**
 * The Git repository the server runs from (issue 23): each save is one
 * commit authored by the staffer, pushed to PUBLISH_REMOTE when one is set.
 * Git commands run one at a time (a queue), so two saves never interleave.
 * The committer is the server (GIT_COMMITTER_NAME/EMAIL, else "Website
 * workspace"); the author is the staffer who saved.
 */
export function createRepository({
	dir,
	remote,
	branch,
	committer = { name: 'Website workspace', email: 'workspace@localhost' },
}: {
	dir: string
	remote: string | null
	branch: string | null
	committer?: Author
}) {
	let queue: Promise<unknown> = Promise.resolve()
	let pushError: string | null = null

	const git = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
		const { stdout } = await run('git', args, {
			cwd: dir,
			env: {
				...process.env,
				GIT_COMMITTER_NAME: committer.name,
				GIT_COMMITTER_EMAIL: committer.email,
				GIT_TERMINAL_PROMPT: '0',
				...env,
			},
			maxBuffer: 16 * 1024 * 1024,
		})
		return stdout
	}
	/** Runs `work` after every earlier Git operation has finished. */
	function serial<T>(work: () => Promise<T>): Promise<T> {
		const result = queue.then(work, work)
		queue = result.catch(() => undefined)
		return result
	}
	const authorEnv = (author: Author) => ({ GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email })

	function push() {
		if (!remote) return
		void serial(async () => {
			try {
				await git(['push', '--quiet', remote, `HEAD:${branch ?? (await currentBranch())}`])
				pushError = null
			} catch (error) {
				pushError = (error as { stderr?: string }).stderr?.trim().split('\n').at(-1) ?? String(error)
			}
		})
	}
	const currentBranch = async () => (await git(['rev-parse', '--abbrev-ref', 'HEAD'])).trim()

	return {
		dir,
		get remote() {
			return remote ? { name: remote, error: pushError } : null
		},

		head: () => serial(async () => (await git(['rev-parse', 'HEAD'])).trim()),

		/** Commits these paths (as they are now on disk, written or deleted) as one change; null when nothing changed. */
		commit(paths: string[], author: Author, message: string): Promise<string | null> {
			return serial(async () => {
				await git(['add', '--all', '--', ...paths])
				const staged = await git(['diff', '--cached', '--name-only', '--', ...paths])
				if (!staged.trim()) return null
				await git(['commit', '--quiet', '--no-verify', '-m', message, '--', ...paths], authorEnv(author))
				const sha = (await git(['rev-parse', 'HEAD'])).trim()
				push()
				return sha
			})
		},

		/** A commit that undoes `commit`, by `author`; 'conflict' when later changes touch the same lines. */
		revert(commit: string, author: Author): Promise<'undone' | 'conflict' | 'unknown'> {
			if (!/^[\da-f]{7,40}$/.test(commit)) return Promise.resolve('unknown')
			return serial(async () => {
				const known = await git(['cat-file', '-t', commit]).catch(() => '')
				if (known.trim() !== 'commit') return 'unknown'
				try {
					await git(['revert', '--no-edit', commit], authorEnv(author))
				} catch {
					await git(['revert', '--abort']).catch(() => undefined)
					return 'conflict'
				}
				push()
				return 'undone'
			})
		},

		/** The newest changes to content/ and public/media/, newest first. */
		history(limit: number): Promise<PublishedChange[]> {
			return serial(async () => {
				const out = await git([
					'log',
					`-n${limit}`,
					// A merge is not one staffer's change, and cannot be undone as one.
					'--no-merges',
					'--format=%x1e%H%x1f%aI%x1f%an%x1f%ae%x1f%s',
					'--name-only',
					'--',
					'content',
					'public/media',
				]).catch(() => '')
				return out
					.split('\x1e')
					.filter((record) => record.trim())
					.map((record) => {
						const [head = '', ...files] = record.split('\n')
						const [commit = '', at = '', authorName = '', authorEmail = '', message = ''] = head.split('\x1f')
						return { commit, at, authorName, authorEmail, message, files: files.filter(Boolean) }
					})
			})
		},
	}
}

export type Repository = ReturnType<typeof createRepository>
