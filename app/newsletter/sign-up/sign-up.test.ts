// @vitest-environment node
import { DatabaseSync } from 'node:sqlite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import siteContent from 'virtual:site-content'
import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import { action } from '#app/newsletter/pages/newsletter-route.tsx'
import { policy } from '#app/newsletter/store/policy.ts'
import {
	callSignUpAction,
	contextFor,
	databaseStartTimeoutMs,
	formPost,
	subscriberDatabasePerFile,
	testRuntime,
} from '#tests/support/newsletter-runtime.ts'

const enWords = siteContent.en.words.siteWords as SiteWords

// One database thread for the file; each test has a runtime of its own on it, and empty tables.
const file = subscriberDatabasePerFile()

type Setup = ReturnType<typeof file.runtime>
let setup: Setup | undefined
afterEach(async () => {
	await setup?.cleanup()
	setup = undefined
})

const callAction = (
	s: Setup,
	request: Request,
	facts: { clientIp?: string; bodyTooLarge?: boolean } = {},
	pattern = '/newsletter',
) => callSignUpAction(action, s.runtime, request, { facts, pattern })

const post = (body: string, headers?: Record<string, string>) =>
	formPost('http://site.example/newsletter', body, headers)
const rows = (s: Setup) => {
	const db = new DatabaseSync(s.config.databasePath)
	try {
		return db.prepare('SELECT email, status, locale, source_page FROM subscribers').all()
	} finally {
		db.close()
	}
}

describe('the sign-up action', () => {
	it('stores a valid sign-up after commit, in the form’s language, and sends the browser to a page saying so', async () => {
		setup = file.runtime()
		const result = await callAction(
			setup,
			formPost(
				'http://site.example/zh-hans/newsletter',
				'email=+Jane%40Example.org+&homepage=&source=%2Fzh-hans%2Fdreamer',
			),
			{},
			'/zh-hans/newsletter',
		)
		expect(result).toEqual({ status: 303, location: '/zh-hans/newsletter/check-your-inbox?from=%2Fdreamer' })
		expect(rows(setup)).toEqual([
			{ email: 'jane@example.org', status: 'pending', locale: 'zh-hans', source_page: '/dreamer' },
		])
	})

	it('answers a fetcher (JavaScript) with the result as data, to show in place', async () => {
		setup = file.runtime()
		const result = await callAction(setup, formPost('http://site.example/newsletter.data', 'email=li%40example.org'))
		expect(result).toEqual({ status: 200, code: 'subscribed' })
	})

	it('answers a repeat sign-up, a confirmed address and a robot exactly like a new one', async () => {
		setup = file.runtime()
		const answers = []
		answers.push(await callAction(setup, post('email=jane%40example.org')))
		answers.push(await callAction(setup, post('email=jane%40example.org')))
		const token = /confirm\/([\da-f]{64})/.exec(setup.logs.join('\n'))![1]!
		expect(await setup.runtime.confirm(token)).toBe('confirmed')
		answers.push(await callAction(setup, post('email=jane%40example.org')))
		answers.push(await callAction(setup, post('email=robot%40example.org&homepage=https%3A%2F%2Fspam.example')))
		for (const answer of answers) expect(answer).toEqual(answers[0])
		expect(rows(setup)).toHaveLength(1)
	})

	it('refuses what it cannot use with 400 or 422, names the problem, and stores nothing', async () => {
		setup = file.runtime()
		const cases: [string, Record<string, string> | undefined, number, string][] = [
			['email=Jane+%3Cjane%40example.org%3E', undefined, 422, 'display-name'],
			['email=a%40example.org%2Cb%40example.org', undefined, 422, 'several-addresses'],
			['email=%22jane%22%40example.org', undefined, 422, 'quotes'],
			['email=jane%40example.org%0D%0ABcc%3Aall%40example.org', undefined, 422, 'control-characters'],
			['email=jane%00%40example.org', undefined, 422, 'control-characters'],
			['email=', undefined, 422, 'missing'],
			['homepage=', undefined, 400, 'missing-field'],
			['email=a%40example.org&email=b%40example.org', undefined, 400, 'repeated-field'],
			['email=a%40example.org', { 'content-type': 'text/plain' }, 400, 'content-type'],
			['email=a%40example.org', { 'content-type': 'application/x-www-form-urlencoded; charset=big5' }, 400, 'encoding'],
			['email=%B0%A1%40example.org', undefined, 400, 'encoding'],
		]
		for (const [body, headers, status, code] of cases) {
			const result = await callAction(setup, post(body, headers))
			expect({ body, status: result.status, code: result.code }).toEqual({ body, status, code })
			expect(enWords.newsletterForm.messages[result.code as 'missing']).toBeTruthy()
		}
		expect(rows(setup)).toEqual([])
	})

	it('gives the reader back what they typed, to correct it', async () => {
		setup = file.runtime()
		const result = await callAction(setup, post('email=jane%40example'))
		expect(result).toEqual({ status: 422, code: 'invalid', value: 'jane@example' })
	})

	it('refuses an oversized body (413) and a cross-site post (403) before reading it', async () => {
		setup = file.runtime()
		expect((await callAction(setup, post('email=a%40b.org'), { bodyTooLarge: true })).status).toBe(413)
		const big = `email=${'a'.repeat(9000)}%40example.org`
		expect((await callAction(setup, post(big))).code).toBe('too-large')
		const cross = post('email=a%40example.org', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })
		const facts = { clientIp: '127.0.0.1' }
		const args = { request: cross, context: contextFor(setup.runtime, facts), params: {}, pattern: '/newsletter' }
		args.context.set((await import('./request-context.server.ts')).requestFactsContext, {
			runtime: setup.runtime,
			clientIp: '127.0.0.1',
			bodyTooLarge: false,
			crossSite: true,
		})
		const response = await action({ ...args, url: new URL(cross.url) } as unknown as Parameters<typeof action>[0])
		expect(response instanceof Response ? response.status : response.init?.status).toBe(403)
		expect(rows(setup)).toEqual([])
	})

	it('signs up on POST only: PUT, DELETE and PATCH are refused with 405 and store nothing', async () => {
		setup = file.runtime()
		for (const method of ['PUT', 'DELETE', 'PATCH']) {
			const request = new Request('http://site.example/newsletter', {
				method,
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: 'email=x%40example.org',
			})
			const refused = await callAction(setup, request).catch((thrown: unknown) => thrown)
			expect(refused).toBeInstanceOf(Response)
			expect((refused as Response).status).toBe(405)
			expect((refused as Response).headers.get('allow')).toBe('GET, HEAD, POST')
		}
		expect(rows(setup)).toEqual([])
	})

	it('keeps the page the form sat on only if it is one of ours, and sends the reader on with it', async () => {
		setup = file.runtime()
		const from = async (source: string) =>
			(
				await callAction(
					setup!,
					post(`email=${encodeURIComponent(source.length + '@example.org')}&source=${encodeURIComponent(source)}`),
				)
			).location
		expect(await from('/zh-hans//Dreamer/')).toBe('/newsletter/check-your-inbox?from=%2Fdreamer')
		expect(await from('//evil.example')).toBe('/newsletter/check-your-inbox')
		expect(await from('https://evil.example/dreamer')).toBe('/newsletter/check-your-inbox')
		expect(await from('/')).toBe('/newsletter/check-your-inbox')
		const refused = await callAction(setup, post('email=jane%40example&source=%2Faboutus'))
		expect(refused).toMatchObject({ status: 422, code: 'invalid', source: '/aboutus' })
	})

	it('limits sign-ups per client (429 with Retry-After), counting each client apart', async () => {
		setup = file.runtime({ rateLimit: { limit: 2, windowMs: 60_000 } })
		const statuses = []
		for (let i = 0; i < 4; i++) {
			statuses.push((await callAction(setup, post(`email=r${i}%40example.org`), { clientIp: '203.0.113.5' })).status)
		}
		expect(statuses).toEqual([303, 303, 429, 429])
		expect((await callAction(setup, post('email=other%40example.org'), { clientIp: '203.0.113.6' })).status).toBe(303)
		expect(rows(setup)).toHaveLength(3)
	})

	describe('on a database that cannot be opened', () => {
		// A thread of its own, on a path where no file can be: started (and failing to open it) before the test.
		let unopenable: ReturnType<typeof testRuntime>
		beforeAll(async () => {
			unopenable = testRuntime({ databasePath: '/dev/null/cannot/newsletter.sqlite' })
			await unopenable.started
		}, databaseStartTimeoutMs)
		afterAll(() => unopenable.cleanup())

		it('answers 503 when the database cannot be opened, and logs the failure without the address', async () => {
			const result = await callAction(unopenable, post('email=jane.doe%40example.org'))
			expect(result).toEqual({ status: 503, code: 'unavailable', value: 'jane.doe@example.org' })
			expect(unopenable.logs.join('\n')).toMatch(/Recording a sign-up failed/)
			expect(unopenable.logs.join('\n')).not.toContain('jane.doe')
		})
	})

	it('prints the e-mail to the log without SMTP, with the address masked and the promised link lifetime', async () => {
		setup = file.runtime()
		await callAction(setup, post('email=jane.doe%40example.org'))
		const log = setup.logs.join('\n')
		expect(log).toContain('j***@e***.org')
		expect(log).not.toContain('jane.doe')
		expect(log).toMatch(/https:\/\/site\.example\/newsletter\/confirm\/[\da-f]{64}/)
		expect(log).toMatch(/https:\/\/site\.example\/newsletter\/unsubscribe\/[\da-f]{64}/)
		expect(enWords.emails.confirmation.request).toContain('{days}')
		expect(enWords.newsletterForm.messages.subscribed).toContain(`${policy.confirmDays} days`)
	})
})
