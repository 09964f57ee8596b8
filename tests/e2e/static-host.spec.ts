import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join } from 'node:path'
import { expect, test } from './site.ts'

/**
 * The build deployed to a plain static host: files only, `index.html` for a
 * directory, `404.html` for anything missing, and the `_redirects` file's
 * rules, as Netlify- or Cloudflare-style hosts do. No Node server at all.
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
	return createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname)
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

	test('case variants redirect and unknown pages get the 404 page', async ({ page }) => {
		const redirected = await page.goto(`${origin}/AACNTV`)
		expect(redirected?.status()).toBe(200)
		expect(new URL(page.url()).pathname).toBe('/aacntv')
		const missing = await page.goto(`${origin}/zh-hant/nothing-here`)
		expect(missing?.status()).toBe(404)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant')
		await expect(page.locator('h1')).toHaveCount(1)
	})
})
