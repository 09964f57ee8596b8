/**
 * The screenshots of docs/editing-the-site.md, taken from /admin as a
 * staffer sees it: `node scripts/cms/cms-screenshots.ts`. It starts `npm run cms`
 * on a copy of the content folder (nothing in the repository changes, and
 * nothing is published), drives the system Chromium, and writes small PNGs
 * (reduced to a palette) to docs/images/. PORT and CMS_SERVER_PORT choose
 * the ports (default 4293 and 4294).
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { startScript } from '#tests/support/processes.ts'
import { chromiumArgs, chromiumPath } from '#scripts/tools/chromium.ts'

const port = process.env.PORT ?? '4293'
const cmsPort = process.env.CMS_SERVER_PORT ?? '4294'
const site = `http://localhost:${port}`
const outDir = 'docs/images'

const root = await mkdtemp(join(tmpdir(), 'cms-screens-'))
await cp('content', join(root, 'content'), { recursive: true })
await mkdir(join(root, 'public', 'media'), { recursive: true })
await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3d7d74' } })
	.composite([
		{ input: Buffer.from('<svg width="1600" height="1200"><circle cx="800" cy="520" r="300" fill="#f4c7a1"/></svg>') },
	])
	.jpeg()
	.toFile(join(root, 'chen-jing.jpg'))
const cms = startScript('scripts/cms/cms.ts', [], {
	CONTENT_DIR: join(root, 'content'),
	PORT: port,
	CMS_SERVER_PORT: cmsPort,
})
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

try {
	for (
		let tries = 0;
		!(await fetch(`${site}/admin/config.yml`).then(
			(r) => r.ok,
			() => false,
		));
		tries++
	) {
		if (tries > 240) throw new Error('npm run cms did not start')
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	await mkdir(outDir, { recursive: true })

	const shot = async (page: Page, name: string, clip?: { x: number; y: number; width: number; height: number }) => {
		await page.waitForTimeout(800)
		const png = await page.screenshot(clip ? { clip } : {})
		await sharp(png)
			.png({ palette: true, colours: 96, compressionLevel: 9 })
			.toFile(join(outDir, `${name}.png`))
		console.log(`${outDir}/${name}.png`)
	}
	const newPage = async (locale = 'en-US') => {
		const context = await browser.newContext({ viewport: { width: 1200, height: 760 }, locale })
		// Offline, as in the browser test: only this computer answers.
		await context.route(
			(url) => !['localhost', '127.0.0.1'].includes(url.hostname),
			(route) => route.abort(),
		)
		return context.newPage()
	}

	// 1. The sign-in screen of the published site (GitHub), not the local one.
	const signIn = await newPage()
	await signIn.route('**/admin/config.yml', async (route) => {
		const response = await route.fetch()
		const body = (await response.text()).replace(/^local_backend:\n {2}url: .*\n/m, '')
		await route.fulfill({ response, body })
	})
	await signIn.goto(`${site}/admin/`)
	await signIn.getByRole('button', { name: /login with github/i }).waitFor({ timeout: 60_000 })
	await shot(signIn, 'sign-in')
	await signIn.context().close()

	const page = await newPage()
	await page.goto(`${site}/admin/`)
	await page.getByRole('button', { name: /login/i }).click()
	await page.getByRole('link', { name: 'Pages' }).waitFor()
	await page.getByRole('link', { name: 'Pages' }).click()
	await page.getByText('About us (/aboutus)').waitFor()
	await shot(page, 'pages')

	// 2. A page, English and Chinese side by side; then its preview.
	await page.getByText('About us (/aboutus)').click()
	await page.getByLabel('Lead sentence under the heading').first().waitFor()
	await shot(page, 'edit-page')
	await page.getByTitle('Toggle preview').click()
	await shot(page, 'preview')
	await page.getByTitle('Toggle i18n').click()

	// 3. A new team member with a photo.
	await page.goto(`${site}/admin/#/collections/members`)
	await page.getByText('Zhang San').waitFor()
	await shot(page, 'members')
	await page.goto(`${site}/admin/#/collections/members/new`)
	await page.getByLabel('Name', { exact: true }).nth(0).fill('Chen Jing')
	await page.getByLabel('Name', { exact: true }).nth(1).fill('陈静')
	await page.getByLabel('Role', { exact: true }).nth(0).fill('Outreach Coordinator')
	await page.getByLabel('Role', { exact: true }).nth(1).fill('外联协调员')
	await page.getByLabel('Group').first().click()
	await page.getByRole('option', { name: 'Volunteers and interns' }).click()
	await page.getByLabel('Position on the page').first().fill('7')
	await shot(page, 'new-member')
	await page.getByRole('button', { name: 'Choose an image' }).first().click()
	await page.locator('input[type="file"]').setInputFiles(join(root, 'chen-jing.jpg'))
	await page.getByText('chen-jing.jpg').waitFor()
	await shot(page, 'media-library')
	await page.getByRole('button', { name: 'Choose selected' }).click()
	await page.getByLabel('Describe the picture (alt text)').nth(0).fill('Chen Jing at a community event')
	await page.getByLabel('Describe the picture (alt text)').nth(1).fill('陈静在社区活动上')
	await page.getByLabel('Describe the picture (alt text)').nth(0).scrollIntoViewIfNeeded()
	await shot(page, 'photo-fields')
	await page.getByRole('button', { name: 'Publish' }).click()
	await page.getByRole('menuitem', { name: /publish now/i }).waitFor()
	await shot(page, 'publish')
	await page.keyboard.press('Escape')

	// 4. An example detail: the "Example" box on a member.
	await page.goto(`${site}/admin/#/collections/members/entries/founder`)
	await page.reload()
	await page.getByLabel('Example value (not real yet)').first().scrollIntoViewIfNeeded()
	await shot(page, 'example-box')

	// 5. The site words: each part of the site a closed group; then the footer's, opened in both languages.
	await page.goto(`${site}/admin/#/collections/site-words`)
	await page.getByRole('link', { name: /^Header, footer/ }).click()
	await page.getByText('Writing in EN').waitFor()
	await shot(page, 'site-words')
	const footer = page
		.locator('[aria-label="object field"]')
		.filter({ has: page.locator('label', { hasText: /^Footer$/ }) })
	for (const group of await footer.all()) await group.getByRole('button', { name: 'Expand' }).first().click()
	await footer.first().scrollIntoViewIfNeeded()
	await shot(page, 'site-words-footer')

	// 6. The settings: one form, no language panes; the donation link and the charity number at its end.
	await page.goto(`${site}/admin/#/collections/settings`)
	await page.getByRole('link', { name: 'Site settings' }).click()
	// Decap adds “(optional)” to the label of a field that may be left empty.
	await page.getByLabel('Charity number (optional)', { exact: true }).waitFor()
	await shot(page, 'settings')
	await page.getByLabel('Address of the donation page (optional)', { exact: true }).scrollIntoViewIfNeeded()
	await shot(page, 'settings-donation')

	// 7. The same screens in Chinese, for a staffer whose browser prefers it.
	const chinese = await newPage('zh-CN')
	await chinese.goto(`${site}/admin/`)
	await chinese.getByRole('button').first().click()
	await chinese.getByRole('link', { name: 'Pages' }).waitFor()
	await shot(chinese, 'chinese-interface')
} finally {
	await browser.close()
	await cms.stop()
	await rm(root, { recursive: true, force: true })
}
