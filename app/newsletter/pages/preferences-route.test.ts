// @vitest-environment node
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { policy } from '#app/newsletter/store/policy.ts'
import { contextFor, formPost, testRuntime } from '#tests/support/newsletter-runtime.ts'
import { action as downloadAction } from './preferences-download-route.ts'
import { action, loader } from './preferences-route.tsx'

type Setup = ReturnType<typeof testRuntime>
let setup: Setup
let token: string
const address = 'mei.lin@example.org'

function query<T>(sql: string, ...values: (string | number)[]): T[] {
	const db = new DatabaseSync(setup.config.databasePath)
	try {
		return db.prepare(sql).all(...values) as T[]
	} finally {
		db.close()
	}
}

beforeEach(async () => {
	setup = testRuntime()
	await setup.runtime.signUp({ address, locale: 'zh-hans', sourcePage: '/dreamer' })
	token = query<{ unsubscribe_token: string }>('SELECT unsubscribe_token FROM subscribers')[0]!.unsubscribe_token
})
afterEach(() => setup.cleanup())

const sameSite = { 'sec-fetch-site': 'same-origin', origin: 'https://site.example' }
const pagePath = (prefix = '/zh-hans', which = token) => `${prefix}/newsletter/preferences/${which}`

type DataResult = { data: Record<string, unknown>; init: ResponseInit | null }

async function post(
	body: string,
	{ path = pagePath(), headers = sameSite as Record<string, string>, crossSite = false, which = token } = {},
): Promise<{ status: number; location?: string | null; data?: Record<string, unknown> }> {
	const request = formPost(`https://site.example${path}`, body, headers)
	const args = {
		request,
		context: contextFor(setup.runtime, { crossSite }),
		params: { token: which },
		url: new URL(request.url),
		pattern: '',
	}
	const result = (await action(args as never)) as Response | DataResult
	if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
	return { status: result.init?.status ?? 200, data: result.data }
}

async function load(path = pagePath(), which = token) {
	const url = new URL(`https://site.example${path}`)
	const args = {
		request: new Request(url),
		context: contextFor(setup.runtime),
		params: { token: which },
		url,
		pattern: '',
	}
	const result = (await loader(args as never)) as unknown as DataResult
	return { status: result.init?.status ?? 200, ...(result.data as Record<string, unknown>) }
}

async function download(body = 'intent=download', { crossSite = false, which = token } = {}) {
	const request = formPost(`https://site.example${pagePath('', which)}/download`, body, sameSite)
	const args = {
		request,
		context: contextFor(setup.runtime, { crossSite }),
		params: { token: which },
		url: new URL(request.url),
		pattern: '',
	}
	return (await downloadAction(args as never)) as Response
}

describe('the newsletter settings page', () => {
	it('shows the reader’s address, language and status; looking changes nothing', async () => {
		const page = await load()
		expect(page).toMatchObject({
			status: 200,
			view: 'settings',
			notice: null,
			subscriber: { email: address, language: 'zh-hans', status: 'pending' },
		})
	})

	it('saves a new language, and sends the browser to the page in that language (Post/Redirect/Get)', async () => {
		const answer = await post('intent=language&language=zh-hant')
		expect(answer).toEqual({ status: 303, location: `/zh-hant/newsletter/preferences/${token}?saved=language` })
		expect(query('SELECT locale FROM subscribers WHERE email = ?', address)).toEqual([{ locale: 'zh-hant' }])
		const page = await load(`/zh-hant/newsletter/preferences/${token}?saved=language`)
		expect(page).toMatchObject({ notice: 'saved', subscriber: { language: 'zh-hant' } })
	})

	it('refuses a language the site does not have, and changes nothing', async () => {
		expect((await post('intent=language&language=fr')).status).toBe(400)
		expect(query('SELECT locale FROM subscribers')).toEqual([{ locale: 'zh-hans' }])
	})

	it('gives the reader everything kept about them as a JSON file', async () => {
		const answer = await download()
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
		expect(answer.headers.get('content-disposition')).toBe('attachment; filename="newsletter-data.json"')
		expect(answer.headers.get('cache-control')).toBe('no-store')
		const file = (await answer.json()) as Record<string, unknown>
		expect(file).toMatchObject({
			address,
			language: 'zh-hans',
			status: 'pending',
			consent: { wordingVersion: policy.consentVersion, sourcePage: '/dreamer' },
			dates: { confirmed: null },
			messagesWaiting: [{ kind: 'confirmation' }],
			newsletters: [],
		})
		const { consent, dates } = file as { consent: { at: string }; dates: { created: string; updated: string } }
		for (const date of [consent.at, dates.created, dates.updated]) expect(date).toMatch(/^\d{4}-\d\d-\d\dT/)
		// No link tokens: the file may be passed around.
		expect(JSON.stringify(file)).not.toContain(token)
	})

	it('unsubscribes through the store’s unsubscribe', async () => {
		const answer = await post('intent=unsubscribe')
		expect(answer).toMatchObject({ status: 200, data: { outcome: 'unsubscribed' } })
		expect(query('SELECT * FROM subscribers')).toEqual([])
	})

	it('erases the address and everything kept with it, leaving nothing behind', async () => {
		expect((await post('intent=erase')).status).toBe(400)
		expect(query('SELECT email FROM subscribers')).toHaveLength(1)

		const answer = await post('intent=erase&confirm=yes')
		expect(answer).toMatchObject({ status: 200, data: { outcome: 'erased' } })
		const tables = query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
		for (const { name } of tables) {
			const rows = query<Record<string, unknown>>(`SELECT * FROM "${name}"`)
			expect(`${name}: ${JSON.stringify(rows)}`).not.toContain('mei.lin')
			expect(`${name}: ${JSON.stringify(rows)}`).not.toContain(token)
		}
		expect(query('SELECT * FROM outbox')).toEqual([])
		// The link now says it no longer works.
		expect(await load()).toMatchObject({ status: 404, view: 'invalid' })
	})

	it('answers an unknown or malformed token with "this link no longer works" (404)', async () => {
		for (const which of ['f'.repeat(64), 'not-a-token']) {
			expect(await load(pagePath('', which), which)).toMatchObject({ status: 404, view: 'invalid' })
			expect((await post('intent=erase&confirm=yes', { which })).status).toBe(404)
			expect((await post('intent=language&language=en', { which })).status).toBe(404)
			const file = await download('intent=download', { which })
			expect(file.status).toBe(303)
		}
		expect(query('SELECT email FROM subscribers')).toHaveLength(1)
	})

	it('refuses a POST from another site (403), as the server judged it or by its headers', async () => {
		expect((await post('intent=erase&confirm=yes', { crossSite: true })).status).toBe(403)
		const forged = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }
		const request = formPost(`https://site.example${pagePath()}`, 'intent=unsubscribe', forged)
		const context = contextFor(setup.runtime)
		// Without the Express server's verdict (the dev server, tests), the action judges the headers itself.
		context.set((await import('#app/newsletter/sign-up/request-context.server.ts')).requestFactsContext, null)
		const result = (await action({
			request,
			context,
			params: { token },
			url: new URL(request.url),
		} as never)) as DataResult
		expect(result.init?.status).toBe(403)
		expect((await download('intent=download', { crossSite: true })).status).toBe(403)
		expect(query('SELECT email FROM subscribers')).toHaveLength(1)
	})

	it('refuses a body that is too large or not the page’s form', async () => {
		expect((await post(`intent=unsubscribe&language=${'x'.repeat(9000)}`)).status).toBe(413)
		expect((await post('intent=unsubscribe&email=a%40b.org')).status).toBe(400)
		expect((await post('intent=unsubscribe', { headers: { ...sameSite, 'content-type': 'text/plain' } })).status).toBe(
			400,
		)
		expect(query('SELECT email FROM subscribers')).toHaveLength(1)
	})
})
