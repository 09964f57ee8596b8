import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { addStaff as addStaffRecord, createSession } from '#app/workspace/store/staff.server.ts'
import { rawRequest, formHeaders } from './http.ts'
import type { SmtpSink, TestServer } from './processes.ts'

/**
 * A repository for the workspace's tests to save, commit and publish in: the
 * project's files as they are now (committed or not, `git ls-files`), as one
 * first commit, with node_modules linked and the existing build copied.
 */
export function makeRepository(): string {
	const dir = mkdtempSync(join(tmpdir(), 'workspace-repo-'))
	const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
		encoding: 'utf8',
	})
		.split('\0')
		.filter(Boolean)
	for (const file of files) {
		mkdirSync(dirname(join(dir, file)), { recursive: true })
		try {
			cpSync(file, join(dir, file))
		} catch {
			// A file listed but deleted in the working tree.
		}
	}
	symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'))
	cpSync('build', join(dir, 'build'), { recursive: true })
	const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })
	git('init', '--quiet', '--initial-branch=main')
	git('config', 'user.name', 'Test setup')
	git('config', 'user.email', 'setup@example.org')
	git('add', '--all')
	git('commit', '--quiet', '-m', 'The site as the tests found it')
	return dir
}

export const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' })

/** Adds a staffer with `npm run staff`'s command, on the server's database. */
export function addStaff(cwd: string, databasePath: string, email: string, name: string, role: string) {
	execFileSync(process.execPath, ['server/command.ts', 'staff', 'add', email, '--name', name, '--role', role], {
		cwd,
		env: { ...process.env, DATABASE_PATH: databasePath },
		stdio: 'ignore',
	})
}

/** The path of the newest sign-in link e-mailed to `email` (the sink caught it). */
export function signInLinkPath(smtp: SmtpSink, email: string): string | null {
	const mails = smtp.messages().filter(({ to }) => to.includes(email))
	const text = mails.at(-1)?.mail.text ?? ''
	return /https?:\/\/[^/\s]+(\/(?:zh-han[st]\/)?admin\/sign-in\/[\da-f]{64})/.exec(text)?.[1] ?? null
}

/** Signs in without a browser: asks for a link, uses it; the session cookie (`name=value`). */
export async function signInCookie(server: TestServer, smtp: SmtpSink, email: string): Promise<string> {
	const before = smtp.messages().length
	await rawRequest(`${server.url}/admin/sign-in`, {
		method: 'POST',
		headers: formHeaders,
		body: `email=${encodeURIComponent(email)}&next=%2Fadmin%2Fpublishing`,
	})
	for (let tries = 0; smtp.messages().length === before && tries < 100; tries++)
		await new Promise((resolve) => setTimeout(resolve, 100))
	const path = signInLinkPath(smtp, email)
	if (!path) throw new Error(`No sign-in link reached ${email}`)
	const used = await rawRequest(`${server.url}${path}`, { method: 'POST', headers: formHeaders, body: '' })
	const cookie = [used.headers['set-cookie']].flat()[0]
	if (!cookie) throw new Error(`Signing in as ${email} set no cookie (status ${used.status})`)
	return cookie.split(';')[0]!
}

/** A call of Decap's proxy protocol, as the editor makes it. */
export function contentApi(
	server: TestServer,
	body: unknown,
	{
		cookie,
		language = 'en',
		headers = {},
	}: { cookie?: string; language?: string; headers?: Record<string, string> } = {},
) {
	return rawRequest(`${server.url}/admin/api/v1`, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			'accept-language': language,
			...(cookie ? { cookie } : {}),
			...headers,
		},
		body: JSON.stringify(body),
	})
}

/**
 * A signed-in staffer without e-mail: the account and a session written
 * straight into the server's database (the test server of playwright.config.ts
 * has no mail server). Returns the session cookie's name and value.
 */
export function staffSession(databasePath: string, role: 'editor' | 'newsletter' | 'admin' = 'editor') {
	const db = openDatabase(databasePath)
	try {
		const now = new Date()
		const { staff } = addStaffRecord(db, { email: `${role}.tester@example.org`, name: `Tester (${role})`, role, now })
		const value = createSession(db, { staffId: staff.id, now, idleMs: 3_600_000, maxMs: 43_200_000 })
		return { name: 'staff_session', value }
	} finally {
		db.close()
	}
}
