import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RouterContextProvider } from 'react-router'
import type { NewsletterConfig } from '#app/newsletter/config.server.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { requestFactsContext } from '#app/newsletter/sign-up/request-context.server.ts'
import { createNewsletterRuntime, type NewsletterRuntime } from '#app/newsletter/runtime.server.ts'

/** Test support: a runtime on a fresh database in a temporary folder, and a log that is kept, not printed. */
export function testRuntime(overrides: Partial<NewsletterConfig> = {}) {
	const dir = mkdtempSync(join(tmpdir(), 'newsletter-test-'))
	const logs: string[] = []
	const keep = (...parts: unknown[]) => void logs.push(parts.join(' '))
	const config: NewsletterConfig = {
		databasePath: join(dir, 'newsletter.sqlite'),
		smtpUrl: null,
		mailFrom: 'Test <test@example.org>',
		publicBaseUrl: 'https://site.example',
		rateLimit: { limit: 0, windowMs: 60_000 },
		allowedOrigins: [],
		...overrides,
	}
	// Created here, so a test may read the (empty) tables before the runtime's thread has opened them.
	try {
		openDatabase(config.databasePath).close()
	} catch {
		// A test of a database that cannot be opened.
	}
	const runtime = createNewsletterRuntime(config, { info: keep, warn: keep, error: keep })
	void runtime.start()
	return {
		runtime,
		config,
		logs,
		async cleanup() {
			await runtime.close()
			rmSync(dir, { recursive: true, force: true })
		},
	}
}

/** The request context the Express server would give an action. */
export function contextFor(
	runtime: NewsletterRuntime,
	facts: { clientIp?: string; bodyTooLarge?: boolean; crossSite?: boolean } = {},
) {
	const context = new RouterContextProvider()
	context.set(requestFactsContext, {
		runtime,
		clientIp: facts.clientIp ?? '127.0.0.1',
		bodyTooLarge: facts.bodyTooLarge ?? false,
		crossSite: facts.crossSite ?? false,
	})
	return context
}

/** A form POST as a browser sends it. */
export function formPost(url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
	return new Request(url, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body,
	})
}

/** The action's answer, flattened: a redirect's status and Location, or data's status, code and value. */
export type Answer = { status: number; code?: string; value?: string; location?: string | null }

export async function callSignUpAction(
	action: (args: never) => Promise<unknown>,
	runtime: NewsletterRuntime,
	request: Request,
	{ facts = {}, pattern = '/newsletter' }: { facts?: Parameters<typeof contextFor>[1]; pattern?: string } = {},
): Promise<Answer> {
	const args = { request, context: contextFor(runtime, facts), params: {}, pattern, url: new URL(request.url) }
	const result = (await action(args as never)) as Response | { data: Record<string, string>; init: ResponseInit | null }
	if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
	return { status: result.init?.status ?? 200, ...result.data }
}
