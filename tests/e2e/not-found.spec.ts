import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { localeConfig, localizePath, locales, type Locale } from '#app/i18n/locales.ts'
import { notFoundFile } from '#server/http/not-found-pages.ts'
import { startServer, type TestServer } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * Addresses no page has get their language's not-found page from the file
 * the build wrote (build/client/404.html, zh-hans/404.html, zh-hant/404.html),
 * with status 404, never rendered per request (docs/decisions/054).
 */
const unknown: Record<Locale, string[]> = {
	en: ['/no-such-page', '/news/no-such-post', '/perpetuator/nothing/here'],
	'zh-hans': ['/zh-hans/no-such-page', '/zh-hans/news/no-such-post'],
	'zh-hant': ['/zh-hant/perpetuator/nothing-here', '/zh-hant/no/such/page'],
}

for (const locale of locales) {
	for (const path of unknown[locale]) {
		test(`${path}: the ${locale} not-found page, status 404, language links to the homes`, async ({ page }) => {
			const response = await page.goto(path)
			expect(response?.status()).toBe(404)
			expect(response?.headers()['content-encoding']).toBe('br')
			await expect(page.locator('html')).toHaveAttribute('lang', localeConfig[locale].hrefLang)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
			// Every language link (menu and header) leads to a home page, never to the unknown address in another language.
			const languageLinks = page.getByRole('banner').locator('a[hreflang]')
			expect(await languageLinks.count()).toBeGreaterThanOrEqual(3)
			const targets = await languageLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
			const homes = locales.map((target) => localizePath('/', target))
			for (const target of targets) expect(homes).toContain(target)
			// Without history, Back leads home too.
			await expect(page.locator('[data-back-link]')).toHaveAttribute('href', localizePath('/', locale))
		})
	}
}

test('a HEAD and a client without Brotli get the same page, gzip or plain', async ({ request }) => {
	const gzip = await request.get('/zh-hans/no-such-page', { headers: { 'Accept-Encoding': 'gzip' } })
	expect(gzip.status()).toBe(404)
	expect(gzip.headers()['content-encoding']).toBe('gzip')
	const plain = await request.get('/zh-hans/no-such-page', { headers: { 'Accept-Encoding': 'identity' } })
	expect(plain.status()).toBe(404)
	expect(await plain.text()).toBe(readFileSync(join('build/client', notFoundFile('zh-hans')), 'utf8'))
	const head = await request.head('/no-such-page')
	expect(head.status()).toBe(404)
})

test.describe('served from the file, never rendered', () => {
	let dir: string
	let server: TestServer

	test.beforeAll(async () => {
		// A copy of the build whose not-found files say something React would never render.
		dir = mkdtempSync(join(process.cwd(), 'build-e2e-404-'))
		cpSync('build', join(dir, 'build'), { recursive: true })
		for (const locale of locales) {
			const file = join(dir, 'build', 'client', notFoundFile(locale))
			const html = `<!DOCTYPE html><html lang="${localeConfig[locale].hrefLang}"><title>from the file</title><h1>file ${locale}</h1></html>`
			writeFileSync(file, html)
			writeFileSync(`${file}.br`, brotliCompressSync(html))
			writeFileSync(`${file}.gz`, gzipSync(html))
		}
		server = await startServer({ BUILD_DIR: join(dir, 'build'), DATABASE_PATH: join(dir, 'newsletter.sqlite') })
	})

	test.afterAll(async () => {
		await server?.stop()
		if (dir) rmSync(dir, { recursive: true, force: true })
	})

	for (const locale of locales) {
		test(`an unknown ${locale} address gets the file`, async ({ request }) => {
			for (const path of unknown[locale]) {
				const response = await request.get(`${server.url}${path}`)
				expect(response.status()).toBe(404)
				expect(await response.text()).toContain(`<h1>file ${locale}</h1>`)
			}
		})
	}

	test('pages rendered per request still answer their own 404 (an unknown newsletter token)', async ({ request }) => {
		const response = await request.get(`${server.url}/newsletter/confirm/no-such-token`)
		expect(response.status()).toBe(404)
		expect(await response.text()).not.toContain('from the file')
	})
})
