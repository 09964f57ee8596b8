import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { inlineScriptHashes } from '#server/http/content-security-policy.ts'
import { expect, test } from './site.ts'

test.describe('security headers', () => {
	test('pages carry a strict CSP that allows inline scripts only by hash', async ({ request }) => {
		const home = await request.get('/')
		const csp = home.headers()['content-security-policy']!
		// Exactly the hashes of the page's own inline scripts (island props are data blocks: none).
		const hashes = inlineScriptHashes(await home.text()).map((hash) => ` '${hash}'`)
		expect(csp).toContain(`script-src 'self'${hashes.join('')};`)
		expect(csp).not.toContain('unsafe-inline')
		expect(csp).not.toContain('unsafe-eval')
		for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "default-src 'self'"]) {
			expect(csp).toContain(directive)
		}
		const inner = await request.get('/zh-hant/aboutus')
		expect(inner.headers()['content-security-policy']).toMatch(/script-src 'self';/)
	})

	test('every response says nosniff, same-origin referrers, no framing, and limits browser features', async ({
		request,
	}) => {
		for (const path of ['/', '/dreamer', '/no-such-page', '/favicon.svg']) {
			const headers = (await request.get(path)).headers()
			expect(headers['x-content-type-options'], path).toBe('nosniff')
			expect(headers['referrer-policy'], path).toBe('same-origin')
			expect(headers['x-frame-options'], path).toBe('DENY')
			expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
			expect(headers['permissions-policy'], path).toContain('camera=()')
			expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
			expect(headers['x-powered-by'], path).toBeUndefined()
			// Over plain HTTP, HSTS would be meaningless and is not sent.
			expect(headers['strict-transport-security'], path).toBeUndefined()
		}
	})

	test('hashed assets are cached for a year; pages always revalidate', async ({ page, request }) => {
		await page.goto('/')
		const asset = await page.locator('script[src^="/assets/"]').first().getAttribute('src')
		const assetHeaders = (await request.get(asset!)).headers()
		expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(assetHeaders['content-type']).toContain('javascript')
		expect((await request.get('/aboutus')).headers()['cache-control']).toContain('must-revalidate')
	})

	test('HSTS is sent behind a trusted TLS proxy', async () => {
		process.env.TRUST_PROXY = '1'
		const buildDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build')
		// The server as the build has it (build/server/site.js: docs/decisions/042).
		const { createApp } = (await import(
			pathToFileURL(join(buildDir, 'server', 'site.js')).href
		)) as typeof import('#server/site.ts')
		const app = await createApp({ buildDir })
		delete process.env.TRUST_PROXY
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		const { port } = server.address() as AddressInfo
		try {
			const secure = await fetch(`http://127.0.0.1:${port}/aboutus`, { headers: { 'X-Forwarded-Proto': 'https' } })
			expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
			const plain = await fetch(`http://127.0.0.1:${port}/aboutus`)
			expect(plain.headers.get('strict-transport-security')).toBeNull()
		} finally {
			server.close()
		}
	})

	test('the static build states the same headers for static hosts', async ({ request }) => {
		const headersFile = await (await request.get('/_headers')).text()
		expect(headersFile).toContain('Content-Security-Policy:')
		expect(headersFile).toContain('X-Content-Type-Options: nosniff')
		expect(headersFile).toContain('Strict-Transport-Security:')
		// WebAssembly (Pagefind) only in the rules for the search pages, which replace the site-wide policy.
		const rules = headersFile.split(/\n(?=\/)/)
		const wasmRules = rules.filter((rule) => rule.includes("'wasm-unsafe-eval'")).map((rule) => rule.split('\n')[0])
		expect(wasmRules.sort()).toEqual(
			['/search', '/search/', '/zh-hans/search', '/zh-hans/search/', '/zh-hant/search', '/zh-hant/search/'].sort(),
		)
		for (const rule of rules.filter((candidate) => candidate.includes("'wasm-unsafe-eval'"))) {
			expect(rule).toContain('! Content-Security-Policy')
		}
	})
})
