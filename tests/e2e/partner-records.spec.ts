import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { localeConfig, localizePath, locales } from '#app/i18n/locales.ts'
import { copyContent } from '#scripts/content/sample-records.ts'
import { startServer, type TestServer } from '#tests/support/processes.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * A partner is a record: a site built from a copy of the content with one
 * more partner file (and its photos) has its page in three languages, in
 * the home page's carousel, among the other partners, in the sitemap and in
 * the search, with no code (docs/decisions/055). The same build gives a page
 * hero a photo in place of its drawing.
 */
test.describe.configure({ mode: 'serial' })

let dir: string
let server: TestServer

const fixture = {
	id: 'zephyr-arts-collective',
	name: 'Zephyr Arts Collective',
	alt: { en: 'Members of the collective painting a mural', 'zh-hans': '合作团体的成员在画壁画' },
}

const englishFile = `# A fixture for tests/e2e/partner-records.spec.ts: not a real partner.
name: ${fixture.name}
photo:
  src: /media/zephyr.jpg
  alt: ${fixture.alt.en}
activityImage: partner-aspirin-activity
website: https://zephyr.example.org
order: 4
example: true
line: An arts collective.
meta:
  title: ${fixture.name}
  description: ${fixture.name}, an arts collective, and what we do together.
title: ${fixture.name}
summary: An arts collective, and one of our cooperative partners.
about:
  heading: About the collective
  body: The collective paints murals with quokkaesque enthusiasm.
together:
  heading: What we do together
  body: We work together towards murals.
visit:
  heading: Visit the collective
  link: The collective’s website
  exampleNote: "This web address is an example."
others: Our other partners
`

const chineseFile = `photo:
  src: /media/zephyr.jpg
  alt: ${fixture.alt['zh-hans']}
line: 一个艺术团体。
meta:
  title: ${fixture.name}
  description: 艺术团体 ${fixture.name}，以及我们的合作内容。
title: ${fixture.name}
summary: 一个艺术团体，也是我们的合作伙伴。
about:
  heading: 关于这个团体
  body: 这个团体绘制壁画。
together:
  heading: 我们的合作
  body: 我们一起绘制壁画。
visit:
  heading: 访问这个团体
  link: 这个团体的网站
  exampleNote: 此网址为示例。
others: 其他合作伙伴
`

test.beforeAll(async () => {
	test.setTimeout(600_000)
	// Inside the project (git-ignored /build-*/): the server build imports its packages from node_modules.
	dir = mkdtempSync(join(process.cwd(), 'build-e2e-partner-'))
	const contentDir = join(dir, 'content')
	copyContent('content', contentDir)
	mkdirSync(join(dir, 'public', 'media'), { recursive: true })
	await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3d7d74' } })
		.jpeg({ quality: 80 })
		.toFile(join(dir, 'public', 'media', 'zephyr.jpg'))
	writeFileSync(join(contentDir, 'partners', 'en', `${fixture.id}.yml`), englishFile)
	writeFileSync(join(contentDir, 'partners', 'zh-hans', `${fixture.id}.yml`), chineseFile)
	// A page hero with a photo in place of its drawing.
	for (const locale of ['en', 'zh-hans'] as const) {
		const file = join(contentDir, 'pages', locale, 'dreamer-hello.md')
		const photo = `photo:\n  src: /media/zephyr.jpg\n  alt: ${fixture.alt[locale]}\n`
		const text = readFileSync(file, 'utf8').replace(/^art: .*\n/m, '')
		writeFileSync(file, text.replace(/^title: /m, `${photo}title: `))
	}
	const build = spawnSync('npx', ['react-router', 'build'], {
		env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: join(dir, 'build') },
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	})
	if (build.status !== 0) throw new Error(`The build with a fixture partner failed:\n${build.stdout}\n${build.stderr}`)
	server = await startServer({ BUILD_DIR: join(dir, 'build'), DATABASE_PATH: join(dir, 'newsletter.sqlite') })
})

test.afterAll(async () => {
	await server?.stop()
	if (dir) rmSync(dir, { recursive: true, force: true })
})

for (const locale of locales) {
	const at = (path: string) => `${server.url}${localizePath(path, locale)}`
	const alt =
		locale === 'en' ? fixture.alt.en : locale === 'zh-hans' ? fixture.alt['zh-hans'] : '合作團體的成員在畫壁畫'

	test(`a new partner file is a page, with its photo and alt text (${locale})`, async ({ page }) => {
		const response = await page.goto(at(`/${fixture.id}`))
		expect(response?.status()).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', localeConfig[locale].hrefLang)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.name)
		const photo = page.getByRole('main').getByRole('img', { name: alt }).first()
		await expect(photo).toBeVisible()
		// Served by the photo pipeline: AVIF first, WebP as the fallback.
		await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\.avif /)
		// Its second picture is still a drawing.
		await expect(page.locator('#together img[data-illustration="partner-aspirin-activity"]')).toHaveCount(1)
		for (const other of ['/aspirin', '/serendipitysnowclub', '/aacntv'])
			await expect(page.locator(`#others a[href="${localizePath(other, locale)}"]`)).toHaveCount(1)
		expect(await axeViolations(page)).toEqual([])
	})

	test(`the other partners and the home page's carousel lead to it (${locale})`, async ({ page }) => {
		await page.goto(at('/aspirin'))
		await expect(page.locator(`#others a[href="${localizePath(`/${fixture.id}`, locale)}"]`)).toHaveCount(1)
		await page.goto(at('/'))
		await expect(page.locator(`#partnership a[href="${localizePath(`/${fixture.id}`, locale)}"]`)).toHaveCount(1)
	})

	test(`a page hero shows a photo in place of its drawing (${locale})`, async ({ page }) => {
		await page.goto(at('/dreamer/hello'))
		await expect(page.getByRole('main').getByRole('img', { name: alt })).toBeVisible()
		await expect(page.locator('main img[data-illustration="dreamer-hello"]')).toHaveCount(0)
	})
}

test('the sitemap and the search hold the new partner', async ({ page, request }) => {
	const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text()
	for (const locale of locales)
		expect(sitemap).toContain(`<loc>https://offerlove.example.org${localizePath(`/${fixture.id}`, locale)}</loc>`)
	await page.goto(`${server.url}/search`)
	const box = page.getByRole('searchbox')
	await box.fill('quokkaesque')
	await box.press('Enter')
	await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first()).toHaveAttribute(
		'href',
		`/${fixture.id}`,
	)
})

test('a one-segment address that names no partner is not found', async ({ request }) => {
	const response = await request.get(`${server.url}/no-such-partner`)
	expect(response.status()).toBe(404)
})
