import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { expect, test } from './site.ts'

/**
 * The build deployed to a plain static host: files only, `index.html` for a
 * directory, `404.html` for anything missing, and the `_redirects` and
 * `_headers` files' rules, as Netlify- or Cloudflare-style hosts do. No Node
 * server at all.
 */
const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client')
const types: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.data': 'text/x-script',
	'.xml': 'application/xml',
	'.txt': 'text/plain',
	'.json': 'application/json',
}

type HeaderRule = { pattern: RegExp; set: [string, string][]; detach: string[] }

/** `_headers` as Cloudflare Pages reads it: every matching rule applies in order; `! Name` drops a header set before. */
function headerRules(): HeaderRule[] {
	const rules: HeaderRule[] = []
	for (const line of readFileSync(join(clientDir, '_headers'), 'utf8').split('\n')) {
		if (line.startsWith('/')) {
			const pattern = new RegExp(`^${line.trim().replaceAll('.', '\\.').replaceAll('*', '.*')}$`)
			rules.push({ pattern, set: [], detach: [] })
		} else if (line.trim().startsWith('!')) rules.at(-1)!.detach.push(line.trim().slice(1).trim())
		else if (line.includes(':')) {
			const [name, ...value] = line.trim().split(':')
			rules.at(-1)!.set.push([name!, value.join(':').trim()])
		}
	}
	return rules
}

function headersFor(rules: HeaderRule[], path: string): Headers {
	const headers = new Headers()
	for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
		for (const name of rule.detach) headers.delete(name)
		for (const [name, value] of rule.set) headers.append(name, value)
	}
	return headers
}

function staticHost(): Server {
	const redirects = new Map(
		readFileSync(join(clientDir, '_redirects'), 'utf8')
			.split('\n')
			.filter(Boolean)
			.map((line) => {
				const [from, to, status] = line.split(' ')
				return [from!, { to: to!, status: Number(status) }] as const
			}),
	)
	const rules = headerRules()
	return createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname)
		for (const [name, value] of headersFor(rules, path)) res.setHeader(name, value)
		const rule = redirects.get(path)
		if (rule) return res.writeHead(rule.status, { Location: rule.to }).end()
		const candidates = [join(clientDir, path), join(clientDir, path, 'index.html')]
		const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
		if (!file) {
			const prefix = path.split('/')[1]
			const notFound = ['zh-hans', 'zh-hant'].includes(prefix!)
				? join(clientDir, prefix!, '404.html')
				: join(clientDir, '404.html')
			res.writeHead(404, { 'Content-Type': types['.html']! })
			return createReadStream(notFound).pipe(res)
		}
		res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' })
		createReadStream(file).pipe(res)
	})
}

test.describe('on a plain static host', () => {
	let server: Server
	let origin: string
	test.beforeAll(async () => {
		server = staticHost().listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	test.afterAll(() => server.close())

	test('the home page’s islands come alive, and its links load their pages', async ({ page, problems }) => {
		await page.goto(`${origin}/zh-hans`)
		// Two carousels and the tabs: hydrated from the same files, with no server behind them.
		await expect(page.locator('[data-enhanced]')).toHaveCount(3)
		await page.getByRole('tab').nth(1).click()
		await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true')
		await page.getByRole('navigation').locator('a[href="/zh-hans/aboutus"]').click()
		await expect(page).toHaveURL(`${origin}/zh-hans/aboutus`)
		await expect(page.locator('h1')).toHaveCount(1)
		expect(problems.failedRequests).toEqual([])
		expect(problems.consoleErrors).toEqual([])
	})

	test('search works under the host’s headers, which allow WebAssembly on the search pages alone', async ({
		page,
		problems,
	}) => {
		const response = await page.goto(`${origin}/zh-hant/search?q=${encodeURIComponent('哀傷')}`)
		expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'")
		await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first()).toBeVisible()
		expect(problems.cspViolations).toEqual([])
		expect(problems.consoleErrors).toEqual([])
		const other = await page.request.get(`${origin}/zh-hant/aboutus`)
		expect(other.headers()['content-security-policy']).toContain("script-src 'self'")
		expect(other.headers()['content-security-policy']).not.toContain('wasm')
	})

	test('a reader whose browser prefers Chinese is offered the page in Chinese', async ({ browser }) => {
		const context = await browser.newContext({ locale: 'zh-HK' })
		const page = await context.newPage()
		await page.goto(`${origin}/help`)
		const offer = page.locator('[data-language-offer="zh-hant"]')
		await expect(offer).toBeVisible()
		await offer.getByRole('link').first().click()
		await expect(page).toHaveURL(`${origin}/zh-hant/help`)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK')
		await context.close()
	})

	test('case variants redirect and unknown pages get the 404 page', async ({ page }) => {
		const redirected = await page.goto(`${origin}/AACNTV`)
		expect(redirected?.status()).toBe(200)
		expect(new URL(page.url()).pathname).toBe('/aacntv')
		const missing = await page.goto(`${origin}/zh-hant/nothing-here`)
		expect(missing?.status()).toBe(404)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK')
		await expect(page.locator('h1')).toHaveCount(1)
	})
})
