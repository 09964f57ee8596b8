import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { cmsAuth, cmsAuthConfigFromEnv, type CmsAuthConfig } from './cms-auth.ts'

let close: (() => void) | undefined
afterEach(() => close?.())

async function serve(config: CmsAuthConfig | undefined) {
	const app = express().use(cmsAuth(config))
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	close = () => server.close()
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const exchanges: unknown[] = []
const config: CmsAuthConfig = {
	clientId: 'client-1',
	clientSecret: 'secret-1',
	publicOrigin: 'https://site.example.org',
	fetch: (async (_url: string, init: RequestInit) => {
		exchanges.push(JSON.parse(String(init.body)))
		return Response.json({ access_token: 'token-abc' })
	}) as typeof fetch,
}

async function start(base: string) {
	const response = await fetch(`${base}/admin/auth?provider=github&site_id=x&scope=repo`, { redirect: 'manual' })
	const location = new URL(response.headers.get('location')!)
	const cookie = response.headers.get('set-cookie')!.split(';')[0]!
	return { response, location, cookie, state: location.searchParams.get('state')! }
}

describe('GitHub sign-in for the CMS', () => {
	it('is off unless an OAuth app is configured', async () => {
		expect(cmsAuthConfigFromEnv({}, 'https://site.example.org')).toBeUndefined()
		const base = await serve(undefined)
		expect((await fetch(`${base}/admin/auth?provider=github`)).status).toBe(404)
	})

	it('sends the staffer to GitHub with a fresh state, kept in an HttpOnly cookie', async () => {
		const { response, location, cookie, state } = await start(await serve(config))
		expect(response.status).toBe(302)
		expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
		expect(location.searchParams.get('client_id')).toBe('client-1')
		expect(location.searchParams.get('redirect_uri')).toBe('https://site.example.org/admin/auth/callback')
		expect(state.length).toBeGreaterThan(20)
		expect(cookie).toBe(`cms_oauth_state=${state}`)
		expect(response.headers.get('set-cookie')).toMatch(/HttpOnly.*Secure.*SameSite=Lax|HttpOnly; Secure; SameSite=Lax/)
	})

	it('exchanges the code for a token and hands it to the CMS on this origin only, by a script file', async () => {
		const base = await serve(config)
		const { cookie, state } = await start(base)
		const page = await fetch(`${base}/admin/auth/callback?code=code-9&state=${state}`, { headers: { cookie } })
		const html = await page.text()
		expect(page.headers.get('cache-control')).toBe('no-store')
		expect(exchanges.at(-1)).toMatchObject({ client_id: 'client-1', client_secret: 'secret-1', code: 'code-9' })
		expect(html).toContain('<script type="application/json" id="cms-auth">{"token":"token-abc"}</script>')
		expect(html).toContain('<script src="/admin/auth/complete.js"></script>')
		const script = await (await fetch(`${base}/admin/auth/complete.js`)).text()
		expect(script).toContain('postMessage(message, location.origin)')
		expect(script).not.toContain("'*'")
	})

	it('refuses an answer without the state it sent, and exchanges nothing', async () => {
		const base = await serve(config)
		const before = exchanges.length
		const { cookie } = await start(base)
		const forged = await fetch(`${base}/admin/auth/callback?code=x&state=forged`, { headers: { cookie } })
		expect(forged.status).toBe(400)
		expect(await forged.text()).toContain('"error"')
		const noCookie = await fetch(`${base}/admin/auth/callback?code=x&state=forged`)
		expect(noCookie.status).toBe(400)
		expect(exchanges.length).toBe(before)
	})
})
