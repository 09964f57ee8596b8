import { spawn, type ChildProcess } from 'node:child_process'
import { createServer as createNetServer } from 'node:net'
import { createInterface } from 'node:readline'
import { parseMail, type ParsedMail } from './mail.ts'
import type { SinkMode } from './smtp-sink.ts'

/** A child process whose output lines are kept, and waited on by pattern. */
export class Child {
	readonly lines: string[] = []
	readonly process: ChildProcess
	readonly #waiters: { pattern: RegExp; resolve: (match: RegExpMatchArray) => void }[] = []
	constructor(process: ChildProcess) {
		this.process = process
		for (const stream of [process.stdout, process.stderr]) {
			if (!stream) continue
			createInterface({ input: stream }).on('line', (line) => {
				this.lines.push(line)
				for (const waiter of this.#waiters.slice()) {
					const match = line.match(waiter.pattern)
					if (match) {
						this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
						waiter.resolve(match)
					}
				}
			})
		}
	}

	/** The first output line, past or future, matching `pattern`. */
	waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
		for (const line of this.lines) {
			const match = line.match(pattern)
			if (match) return Promise.resolve(match)
		}
		return new Promise((resolve, reject) => {
			const timer = setTimeout(
				() => reject(new Error(`Timed out waiting for ${pattern}; output:\n${this.lines.join('\n')}`)),
				timeoutMs,
			)
			this.#waiters.push({
				pattern,
				resolve: (match) => {
					clearTimeout(timer)
					resolve(match)
				},
			})
			this.process.once('close', (code, signal) =>
				reject(new Error(`Exited (${signal ?? code}) before ${pattern}; output:\n${this.lines.join('\n')}`)),
			)
		})
	}

	/** Resolves when the process has exited, with its exit code (null if a signal ended it). */
	exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
		const { exitCode: code, signalCode: signal } = this.process
		if (code !== null || signal !== null) return Promise.resolve({ code, signal })
		return new Promise((resolve) =>
			this.process.once('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal })),
		)
	}

	/** Ends the process (SIGTERM unless told otherwise) and waits for it. */
	stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
		if (this.process.exitCode !== null || this.process.signalCode !== null) return Promise.resolve()
		return new Promise((resolve) => {
			this.process.once('exit', () => resolve())
			this.process.kill(signal)
		})
	}
}

/** A Node script of this project (`scripts/cms/cms.ts`, …) in its own process, with the given environment. */
export function startScript(script: string, args: string[], env: Record<string, string>): Child {
	return new Child(
		spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }),
	)
}

export type TestServer = Child & { url: string }

/**
 * The production server (`node server/start.ts`, on the existing build) on a
 * free port, with the given environment. `uid` runs it as another user;
 * `cwd` and `node` run another checkout (a production install) with its own Node.
 */
export async function startServer(
	env: Record<string, string>,
	{ uid, cwd, node = process.execPath }: { uid?: number; cwd?: string; node?: string } = {},
): Promise<TestServer> {
	const child = new Child(
		spawn(node, ['server/start.ts'], {
			env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NEWSLETTER_RATE_LIMIT: '1000', SMTP_URL: '', ...env },
			stdio: ['ignore', 'pipe', 'pipe'],
			...(cwd === undefined ? {} : { cwd }),
			...(uid === undefined ? {} : { uid, gid: uid }),
		}),
	)
	const [, port] = await child.waitFor(/^Serving .* on http:\/\/localhost:(\d+)$/)
	return Object.assign(child, { url: `http://127.0.0.1:${port}` })
}

export type SmtpSink = Child & { port: number; messages(): { to: string[]; mail: ParsedMail }[] }

/** The SMTP test server (tests/support/smtp-sink.ts) in its own process; `mode` makes it stall on purpose. */
export async function startSmtpSink(mode: SinkMode = 'accept'): Promise<SmtpSink> {
	const child = new Child(
		spawn(process.execPath, ['tests/support/smtp-sink.ts', '0', mode], { stdio: ['ignore', 'pipe', 'pipe'] }),
	)
	const [, port] = await child.waitFor(/^listening (\d+)$/)
	return Object.assign(child, {
		port: Number(port),
		messages: () =>
			child.lines
				.filter((line) => line.startsWith('{'))
				.map((line) => JSON.parse(line) as { to: string[]; raw: string })
				.map(({ to, raw }) => ({ to, mail: parseMail(raw) })),
	})
}

/** A Node script (TypeScript or JavaScript) in its own process, its output kept. */
export function startNode(args: string[], env: Record<string, string> = {}): Child {
	return new Child(
		spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }),
	)
}

/** A TCP port nobody listens on now (for a server whose address must be known before it starts). */
export async function freePort(): Promise<number> {
	const server = createNetServer().listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	const { port } = server.address() as { port: number }
	await new Promise((resolve) => server.close(resolve))
	return port
}

/** Waits until `check` says yes (a failing check counts as no), for at most `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (await check().catch(() => false)) return
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	throw new Error(`Timed out waiting for ${what}`)
}
