import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { e2eDatabasePath } from '../../playwright.config.ts'
import { staffSession } from '#tests/support/workspace.ts'
import { expect, test } from './site.ts'

/**
 * /admin in the production build: the CMS from our own files with a policy of
 * its own, which the public pages do not share, and nothing of it reaches them.
 */
const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client')

/** Whether a `_headers` path pattern (`*` for anything) matches a path. */
const matches = (pattern: string, path: string) =>
	new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(path)

test.describe('/admin (Decap CMS) in the build', () => {
	test('is served with its own Content-Security-Policy to signed-in staff; the pages keep theirs', async ({
		request,
	}) => {
		const redirect = await request.get('/admin', { maxRedirects: 0 })
		expect(redirect.status()).toBe(301)
		expect(redirect.headers().location).toBe('/admin/')
		// Nobody signed in: the workspace's sign-in page, which has the site's strict policy.
		const anonymous = await request.get('/admin/', { maxRedirects: 0 })
		expect(anonymous.status()).toBe(303)
		expect(anonymous.headers().location).toBe('/admin/sign-in?next=%2Fadmin%2F')
		const signIn = await request.get('/admin/sign-in')
		expect(signIn.headers()['content-security-policy']).not.toContain('unsafe-eval')
		expect(signIn.headers()['x-robots-tag']).toBe('noindex, nofollow')
		const { name, value } = staffSession(e2eDatabasePath)
		const admin = await request.get('/admin/', { headers: { cookie: `${name}=${value}` } })
		expect(admin.headers()['content-type']).toContain('text/html')
		const policy = admin.headers()['content-security-policy']!
		expect(policy).toMatch(/script-src 'self' 'unsafe-eval';/)
		for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "default-src 'self'"])
			expect(policy).toContain(directive)
		// Signing in happens in a pop-up that must be able to report back.
		expect(admin.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
		expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow')
		for (const path of ['/', '/aboutus', '/zh-hans/members']) {
			const page = (await request.get(path)).headers()
			expect(page['content-security-policy']).not.toContain('unsafe-eval')
			expect(page['content-security-policy']).not.toContain('unsafe-inline')
			expect(page['cross-origin-opener-policy']).toBe('same-origin')
		}
	})

	test('runs from this origin alone, within its policy, and opens on the content for a signed-in staffer', async ({
		page,
		problems,
		baseURL,
	}) => {
		const origins = new Set<string>()
		page.on('request', (request) => origins.add(new URL(request.url()).origin))
		await page.context().addCookies([{ ...staffSession(e2eDatabasePath), url: baseURL! }])
		await page.goto('/admin/')
		await expect(page.getByRole('link', { name: 'Pages' })).toBeVisible({ timeout: 30_000 })
		expect([...origins]).toEqual([new URL(page.url()).origin])
		expect(problems.cspViolations).toEqual([])
		expect(problems.failedRequests).toEqual([])
		await expect(page).toHaveTitle('Edit the website')
	})

	test('speaks Chinese to a staffer whose browser does', async ({ browser, baseURL }) => {
		const context = await browser.newContext({ locale: 'zh-CN' })
		await context.addCookies([{ ...staffSession(e2eDatabasePath), url: baseURL! }])
		const page = await context.newPage()
		await page.goto('/admin/')
		// The collections (their names follow the editor's language when it has them).
		await expect(page.getByRole('link', { name: /^(?:Pages|页面)$/ })).toBeVisible({ timeout: 30_000 })
		await expect(page).toHaveTitle('编辑网站')
		expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans')
		await context.close()
	})

	test('gets its configuration, generated from the schemas, without the local backend', async ({ request }) => {
		const config = await request.get('/admin/config.yml')
		expect(config.headers()['content-type']).toContain('text/yaml')
		const text = await config.text()
		expect(text).toMatch(/^# Decap CMS configuration, GENERATED/)
		expect(text).not.toContain('local_backend')
		expect(text).toContain('media_folder: public/media')
		// And in the editor's other languages (docs/decisions/052): the collections named in Chinese.
		for (const [file, pages] of [
			['config.zh-hans.yml', '页面'],
			['config.zh-hant.yml', '頁面'],
		] as const) {
			const translated = await request.get(`/admin/${file}`)
			expect(translated.headers()['content-type']).toContain('text/yaml')
			expect(await translated.text()).toContain(`label: ${pages}`)
		}
	})

	test('is left out of the sitemap, disallowed in robots.txt, and linked from no page', async ({ request }) => {
		expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m)
		expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin')
		const pages = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
			.filter((entry) => entry.isFile() && /\.(html|data)$/.test(entry.name))
			.map((entry) => join(entry.parentPath, entry.name))
			// robots.txt.data is robots.txt itself, whose Disallow line names /admin.
			.filter((file) => !relative(clientDir, file).startsWith('admin') && !file.endsWith('robots.txt.data'))
		expect(pages.length).toBeGreaterThan(100)
		for (const file of pages)
			expect({ file, admin: (await readFile(file, 'utf8')).includes('/admin') }).toEqual({ file, admin: false })
	})

	test('ships nothing to the public pages: none of its files is an asset of the site', async () => {
		const siteAssets = await readdir(join(clientDir, 'assets'))
		const adminAssets = await readdir(join(clientDir, 'admin', 'assets'))
		expect(adminAssets.some((file) => file.endsWith('.js'))).toBe(true)
		// The drawings are the site's own public pictures, which the editor's picker shows too; no code or style is shared.
		const shared = adminAssets.filter((file) => siteAssets.includes(file))
		expect(shared.filter((file) => !/^[a-z0-9-]+-[\w-]{8}\.svg$/.test(file))).toEqual([])
		const manifest = await readFile(join(clientDir, 'index.html'), 'utf8')
		expect(manifest).not.toMatch(/decap/i)
	})

	test('has its own rule for static hosts, which replaces the pages’ policy there', async () => {
		const headers = await readFile(join(clientDir, '_headers'), 'utf8')
		const rules = headers.split(/\n(?=\/)/).map((block) => {
			const [pattern = '', ...lines] = block.split('\n')
			return { pattern, lines }
		})
		const forAdmin = rules.filter((rule) => matches(rule.pattern, '/admin/index.html'))
		expect(forAdmin.map((rule) => rule.pattern)).toEqual(['/*', '/admin/*'])
		const [site, admin] = forAdmin.map((rule) => rule.lines)
		expect(site!.find((line) => line.includes('Content-Security-Policy:'))).not.toContain('unsafe-eval')
		// Cloudflare applies both rules in order: the later one detaches the header first (`!`), then sets its own.
		expect(admin).toEqual([
			'  ! Content-Security-Policy',
			expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval';/),
			'  ! Cross-Origin-Opener-Policy',
			'  Cross-Origin-Opener-Policy: same-origin-allow-popups',
			'  X-Robots-Tag: noindex, nofollow',
			'',
		])
	})
})
