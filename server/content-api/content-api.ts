import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import { basename, dirname, relative } from 'node:path'
import express, { Router, type Request, type Response } from 'express'
import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { localeFromAcceptLanguage } from '#app/workspace/staff-locale.ts'
import { mayUse, type Staff } from '#app/workspace/staff-context.ts'
import type { WorkspaceRuntime } from '#app/workspace/runtime.server.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import type { Repository } from '#server/publishing/repository.ts'
import { checkProposedChange, type ProposedChange } from './content-check.ts'
import { confinedPath, PathRefused } from './confined-path.ts'
import { uploadKinds, uploadMaxBytes, uploadProblem } from './uploads.ts'

const contentApiPath = '/admin/api/v1'

export type ContentApiOptions = {
	/** The repository the server runs from: content/ and public/media/ in it are what the editor edits. */
	repositoryDir: string
	/** Commits each save (null: local editing, `npm run cms`: files only, the developer commits). */
	repository: Repository | null
	workspace: WorkspaceRuntime | null
	/** A save landed: publish it. */
	published?: () => void
	/** `npm run cms` on 127.0.0.1: no sign-in; saves are written as this person. */
	localEditor?: Staff | null
	/** Whether a write comes from the site's own pages (server/staff/workspace-gate.ts). */
	sameOrigin: (req: Request) => boolean
	/** The editor's messages in a language (the workspace words' `saving` group). */
	words: (locale: Locale) => WorkspaceWords['saving']
}

class Refused extends Error {
	readonly status: number
	constructor(status: number, message: string) {
		super(message)
		this.status = status
	}
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Decap CMS's proxy backend protocol (`POST /admin/api/v1` with `{action,
 * params}`, what decap-server speaks), on the site's own server and behind
 * its staff sign-in (issue 23, docs/decisions/045). Every write is confined
 * to content/ and public/media/, checked against the content schema before
 * anything touches the disk (refused with the problems in the staffer's
 * language), then committed as the staffer and published.
 */
export function contentApi(options: ContentApiOptions): Router {
	const { repositoryDir: repo } = options
	const router = Router()
	// Who the editor saves as (app/admin/workspace-backend.ts): the signed-in staffer, or 401.
	router.get(`${contentApiPath}/me`, (_req: Request, res: Response) => {
		res.setHeader('Cache-Control', 'no-store')
		const staff = options.localEditor ?? res.locals.staff ?? null
		if (!staff || !mayUse(staff.role, 'editor')) return void res.status(401).json({ error: 'Sign in first.' })
		res.json({ name: staff.name, login: staff.email, token: '' })
	})
	router.post(
		contentApiPath,
		express.json({ limit: Math.ceil(uploadMaxBytes * 1.4) + 1_000_000 }),
		async (req, res) => {
			const words = options.words(localeFromAcceptLanguage(req.headers['accept-language']))
			res.setHeader('Cache-Control', 'no-store')
			try {
				if (!options.sameOrigin(req)) throw new Refused(403, words.otherSite)
				const staff = options.localEditor ?? (res.locals.staff as Staff | null | undefined) ?? null
				if (!staff) throw new Refused(401, words.signInFirst)
				if (!mayUse(staff.role, 'editor')) throw new Refused(403, words.notAllowed)
				const body = req.body as { action?: unknown; params?: Record<string, unknown> } | undefined
				const params = body?.params ?? {}
				res.json(await act(String(body?.action), params, staff, req))
			} catch (error) {
				if (error instanceof Refused) return void res.status(error.status).json({ error: error.message })
				if (error instanceof PathRefused)
					return void res.status(403).json({ error: `${words.badPath} (${error.message})` })
				console.error(`[content-api] ${error instanceof Error ? error.stack : String(error)}`)
				res.status(500).json({ error: words.checkUnavailable })
			}
		},
	)

	async function act(action: string, params: Record<string, unknown>, staff: Staff, req: Request): Promise<unknown> {
		const locale = localeFromAcceptLanguage(req.headers['accept-language'])
		const words = options.words(locale)
		switch (action) {
			case 'info':
				return { repo: basename(repo), publish_modes: ['simple'], type: 'local_fs' }
			case 'entriesByFolder': {
				const folder = await confinedPath(repo, params.folder)
				const extension = typeof params.extension === 'string' ? params.extension : ''
				const files = await listFiles(folder, extension, Number(params.depth) || 1)
				return Promise.all(files.map((file) => entry(relative(repo, file))))
			}
			case 'entriesByFiles':
				return Promise.all(
					(Array.isArray(params.files) ? (params.files as { path: unknown; label?: string }[]) : []).map((file) =>
						entry(file.path, file.label),
					),
				)
			case 'getEntry':
				return entry(params.path)
			case 'getMedia': {
				const folder = await confinedPath(repo, params.mediaFolder)
				const files = await listFiles(folder, '', 1)
				return Promise.all(files.map((file) => mediaFile(relative(repo, file))))
			}
			case 'getMediaFile':
				return mediaFile(params.path)
			case 'persistEntry': {
				const {
					dataFiles: given,
					entry: single,
					assets = [],
					options: saveOptions,
				} = params as {
					dataFiles?: { path: string; raw: string; newPath?: string }[]
					entry?: { path: string; raw: string; newPath?: string }
					assets?: { path: string; content: string; encoding: string }[]
					options?: { commitMessage?: string }
				}
				const dataFiles = given ?? (single ? [single] : [])
				const change: ProposedChange = { write: [], delete: [] }
				for (const file of dataFiles) {
					if (typeof file.raw !== 'string') throw new Refused(422, words.notSaved)
					const target = file.newPath ?? file.path
					await confinedPath(repo, target)
					change.write.push({ path: target, content: file.raw })
					if (file.newPath && file.newPath !== file.path) {
						await confinedPath(repo, file.path)
						change.delete.push(file.path)
					}
				}
				for (const asset of assets) change.write.push({ path: asset.path, content: upload(asset.path, asset.content) })
				await save(change, staff, saveOptions?.commitMessage, locale)
				return { message: 'entry persisted' }
			}
			case 'persistMedia': {
				const { asset, options: saveOptions } = params as {
					asset: { path: string; content: string }
					options?: { commitMessage?: string }
				}
				await save(
					{ write: [{ path: asset.path, content: upload(asset.path, asset.content) }], delete: [] },
					staff,
					saveOptions?.commitMessage,
					locale,
				)
				return mediaFile(asset.path)
			}
			case 'deleteFile':
			case 'deleteFiles': {
				const paths = action === 'deleteFile' ? [params.path] : Array.isArray(params.paths) ? params.paths : []
				for (const path of paths) await confinedPath(repo, path)
				const commitMessage = (params.options as { commitMessage?: string } | undefined)?.commitMessage
				await save({ write: [], delete: paths as string[] }, staff, commitMessage, locale)
				return { message: 'deleted' }
			}
			case 'getDeployPreview':
				return null
			default:
				// The editorial workflow (drafts on branches) is off: every save publishes.
				throw new Refused(422, `Unknown action ${action}`)
		}

		function upload(path: string, base64: string): Buffer {
			const bytes = Buffer.from(String(base64), 'base64')
			const problem = uploadProblem(path, bytes)
			if (problem === 'type') throw new Refused(415, fillText(words.badType, { kinds: uploadKinds }))
			if (problem === 'size')
				throw new Refused(413, fillText(words.tooLarge, { megabytes: Math.round(uploadMaxBytes / 1024 / 1024) }))
			return bytes
		}
	}

	/** Checks, writes, commits and publishes one save; refuses it (422) with every problem, writing nothing. */
	async function save(change: ProposedChange, staff: Staff, message: string | undefined, locale: Locale) {
		const words = options.words(locale)
		for (const file of change.write) await confinedPath(repo, file.path)
		const problems = await checkProposedChange(repo, change, locale).catch((error: unknown) => {
			console.error(`[content-api] ${error instanceof Error ? error.message : String(error)}`)
			throw new Refused(503, words.checkUnavailable)
		})
		if (problems.length)
			throw new Refused(
				422,
				[words.notSaved, ...problems.map((problem) => `${problem.file} › ${problem.field}: ${problem.message}`)].join(
					'\n',
				),
			)
		for (const file of change.write) {
			const target = await confinedPath(repo, file.path)
			await mkdir(dirname(target), { recursive: true })
			await writeFile(target, file.content)
		}
		for (const path of change.delete) await unlink(await confinedPath(repo, path)).catch(() => undefined)
		const paths = [...change.write.map((file) => file.path), ...change.delete]
		const summary = (message ?? '').replace(/\s*\(CMS, [^)]*\)$/, '').slice(0, 200) || `Edit ${paths.join(', ')}`
		if (options.repository) {
			const commit = await options.repository.commit(paths, { name: staff.name, email: staff.email }, summary)
			if (commit) options.published?.()
		}
		await options.workspace?.audit(staff, 'content.save', paths.join(', '))
	}

	async function entry(path: unknown, label?: string) {
		const file = await confinedPath(repo, path)
		try {
			const content = await readFile(file)
			return { data: content.toString(), file: { path: String(path), label, id: sha256(content) } }
		} catch {
			return { data: null, file: { path: String(path), label, id: null } }
		}
	}

	async function mediaFile(path: unknown) {
		const content = await readFile(await confinedPath(repo, path))
		return {
			id: sha256(content),
			content: content.toString('base64'),
			encoding: 'base64',
			path: String(path),
			name: basename(String(path)),
		}
	}

	return router
}

async function listFiles(dir: string, extension: string, depth: number): Promise<string[]> {
	if (depth <= 0) return []
	const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
	const nested = await Promise.all(
		entries.map(async (item) => {
			const path = `${dir}/${item.name}`
			if (item.isSymbolicLink()) return []
			if (item.isDirectory()) return listFiles(path, extension, depth - 1)
			return path.endsWith(extension) && (await stat(path)).isFile() ? [path] : []
		}),
	)
	return nested.flat()
}
