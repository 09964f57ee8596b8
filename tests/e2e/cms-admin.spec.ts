import { cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { parseSiteSettings } from '#app/content/schema/settings/parse-site-settings.ts'
import { parseSiteWords } from '#app/content/schema/words/parse-site-words.ts'
import { readContentFile } from '#scripts/content/read-content-file.ts'
import { localizePath } from '#app/i18n/locales.ts'
import { freePort, startScript, startServer, until, type Child, type TestServer } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * Issue 11, end to end: a staffer edits the site in /admin on this computer
 * (`npm run cms`: the development server with local editing on), offline. The
 * CMS works on a copy of the content folder (CONTENT_DIR), so the
 * repository's files never change. What is saved lands in the files at once,
 * shows on the running site, and after a rebuild shows in all three
 * languages, the new photo as AVIF and WebP at several widths.
 */
test.describe.configure({ mode: 'serial', timeout: 360_000 })

const buildDir = 'build-cms-e2e'
const newEnglish = 'We also answer letters in both languages.'
const newChinese = '我们也用两种语言回复来信。'
const newChineseTraditional = '我們也用兩種語言回覆來信。'
// The footer's contact heading (Site words) and a charity number (Settings).
const footerHeading = { en: 'Write to us', 'zh-hans': '写信给我们', 'zh-hant': '寫信給我們' }
const charityNumber = '1234567'

let root: string
let cms: Child
let site: string
let built: TestServer | undefined
const otherOrigins: string[] = []
const pageErrors: string[] = []

test.beforeAll(async () => {
	// A limit for a CMS that never comes up: on a busy machine its two servers take well over a minute to start.
	test.setTimeout(300_000)
	root = await mkdtemp(join(tmpdir(), 'cms-e2e-'))
	await cp('content', join(root, 'content'), { recursive: true })
	await mkdir(join(root, 'public', 'media'), { recursive: true })
	// The photo a staffer uploads: a plain JPEG, 1800 × 1200, made here.
	await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#3d7d74' } })
		.composite([
			{
				input: Buffer.from('<svg width="1800" height="1200"><circle cx="900" cy="520" r="300" fill="#f4c7a1"/></svg>'),
			},
		])
		.jpeg({ quality: 80 })
		.toFile(join(root, 'chen-jing.jpg'))
	const sitePort = await freePort()
	cms = startScript('scripts/cms/cms.ts', [], {
		CONTENT_DIR: join(root, 'content'),
		PORT: String(sitePort),
	})
	site = `http://localhost:${sitePort}`
	const stopped = cms.exited().then(({ code, signal }) => {
		throw new Error(`npm run cms stopped (${signal ?? code}):\n${cms.lines.slice(-30).join('\n')}`)
	})
	await Promise.race([until(async () => (await fetch(`${site}/admin/config.yml`)).ok, 240_000, 'npm run cms'), stopped])
})

test.afterAll(async () => {
	await built?.stop()
	await cms?.stop()
	await rm(root, { recursive: true, force: true })
	await rm(buildDir, { recursive: true, force: true })
})

/** Every request to another origin is refused and noted: /admin must work from our own files, offline. */
async function offline(page: Page) {
	await page.context().route(
		(url) => !['localhost', '127.0.0.1'].includes(url.hostname),
		async (route) => {
			otherOrigins.push(route.request().url())
			await route.abort()
		},
	)
	page.on('pageerror', (error) => {
		// The development server's hot-reload socket (Vite's client), which `npm run cms` does not serve to the
		// editor's own Vite: not an error of the editor, and absent from the built /admin (admin-page.spec.ts).
		if (error.message !== 'WebSocket closed without opened.') pageErrors.push(error.message)
	})
}

// The CMS is a large single-page app on a development server: on a busy machine, loading it, reading an
// entry or drawing a long form can take many seconds. The steps below wait for what they need (an element,
// a saved notice) for as long as the test may run, never for an expect's few seconds.

async function signIn(page: Page) {
	await offline(page)
	await page.goto(`${site}/admin/`)
	// Local editing (`npm run cms`) needs no account: the CMS opens on the content.
	await page.getByRole('link', { name: 'Pages' }).waitFor()
	await expect(page.getByRole('link', { name: 'Pages' })).toBeVisible()
}

async function publish(page: Page) {
	await page.getByRole('button', { name: 'Publish' }).click()
	await page.getByRole('menuitem', { name: /publish now/i }).click()
	await page.getByText(/changes saved/i).waitFor()
	await expect(page.getByText(/changes saved/i)).toBeVisible()
}

const file = (...parts: string[]) => readFile(join(root, ...parts), 'utf8')

/** The About page's vision text, as saved (Decap rewrites the YAML in its own layout). */
async function vision(locale: string): Promise<string> {
	const page = await readContentFile(join(root, 'content', 'pages', locale, 'aboutus.md'))
	return (page?.vision as { body?: string } | undefined)?.body ?? ''
}

test('changes a sentence of /aboutus in English and in Chinese', async ({ page }) => {
	await signIn(page)
	await page.goto(`${site}/admin/#/collections/pages/entries/aboutus`)
	// The vision's text, a Markdown field, in each language's pane: a sentence added at the end of its first paragraph.
	for (const [start, added] of [
		['We want every Chinese international student', ` ${newEnglish}`],
		['我们希望，每一位中国留学生', newChinese],
	] as const) {
		const paragraph = page.locator('[data-slate-editor] p').filter({ hasText: start })
		await paragraph.click()
		// The caret at the very end of the paragraph (End would stop at the end of its first wrapped line).
		await paragraph.evaluate((element) => {
			const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
			let last: Text | undefined
			while (texts.nextNode()) last = texts.currentNode as Text
			if (!last) return
			const range = document.createRange()
			range.setStart(last, last.length)
			getSelection()?.removeAllRanges()
			getSelection()?.addRange(range)
		})
		await page.keyboard.insertText(added)
	}
	await publish(page)

	expect(await vision('en')).toContain(
		`to be able to ask for help without shame. ${newEnglish}\n\nMoving to a new country`,
	)
	expect(await vision('zh-hans')).toContain(`需要帮助的时候，也能坦然开口。${newChinese}\n\n移居海外`)
	// The running site shows it at once (the content plugin reloads on save).
	await until(
		async () => (await (await fetch(`${site}/zh-hant/aboutus`)).text()).includes(newChineseTraditional),
		30_000,
		'the development server to show the change',
	)
	expect(await (await fetch(`${site}/aboutus`)).text()).toContain(newEnglish)
})

test('adds a team member with a photo', async ({ page }) => {
	await signIn(page)
	await page.goto(`${site}/admin/#/collections/members/new`)
	const [englishName, chineseName] = [
		page.getByLabel('Name', { exact: true }).nth(0),
		page.getByLabel('Name', { exact: true }).nth(1),
	]
	await englishName.fill('Chen Jing')
	await chineseName.fill('陈静')
	await page.getByLabel('Role', { exact: true }).nth(0).fill('Outreach Coordinator')
	await page.getByLabel('Role', { exact: true }).nth(1).fill('外联协调员')
	await page.getByLabel('Group').first().click()
	await page.getByRole('option', { name: 'Volunteers and interns' }).click()
	await page.getByLabel('Position on the page').first().fill('7')
	// The photo: uploaded to the media library, then chosen.
	await page.getByRole('button', { name: 'Choose an image' }).first().click()
	await page.locator('input[type="file"]').setInputFiles(join(root, 'chen-jing.jpg'))
	await page.getByRole('button', { name: 'Choose selected' }).click()
	await page.getByLabel('Describe the picture (alt text)').nth(0).fill('Chen Jing at a community event')
	await page.getByLabel('Describe the picture (alt text)').nth(1).fill('陈静在社区活动上')
	await publish(page)

	expect(await readdir(join(root, 'public', 'media'))).toEqual(['chen-jing.jpg'])
	const english = await file('content', 'members', 'en', 'chen-jing.yml')
	expect(english).toMatch(/name: Chen Jing/)
	expect(english).toMatch(/group: volunteers/)
	expect(english).toMatch(/src: \/media\/chen-jing\.jpg/)
	const chinese = await file('content', 'members', 'zh-hans', 'chen-jing.yml')
	expect(chinese).toMatch(/name: 陈静/)
	expect(chinese).toMatch(/alt: 陈静在社区活动上/)
	// Language-neutral facts stay in the English file only.
	expect(chinese).not.toMatch(/group:/)
	// A new file, and the running site shows it at once too.
	await until(
		async () => (await (await fetch(`${site}/zh-hant/members`)).text()).includes('陳靜'),
		30_000,
		'the development server to show the new member',
	)
})

test('edits a member who has no photo (the empty photo group is neither required nor written)', async ({ page }) => {
	await signIn(page)
	await page.goto(`${site}/admin/#/collections/members/entries/founder`)
	await page.reload()
	await page.getByLabel('Role', { exact: true }).first().fill('Founder and President')
	await publish(page)
	const english = await file('content', 'members', 'en', 'founder.yml')
	expect(english).toMatch(/role: Founder and President/)
	expect(english).toMatch(/example: true/)
	expect(english).not.toMatch(/photo:/)
})

test('marks the diabetes project Finished', async ({ page }) => {
	await signIn(page)
	await page.goto(`${site}/admin/#/collections/projects/entries/diabetes`)
	await page.reload()
	await page.getByLabel('Status').first().click()
	await page.getByRole('option', { name: /finished/i }).click()
	await publish(page)
	expect(await file('content', 'projects', 'en', 'diabetes.yml')).toMatch(/^status: finished$/m)
})

/** A closed group of the form (each part of the site words is one), opened in each language's pane. */
async function openGroup(page: Page, label: string) {
	const groups = page.locator('[aria-label="object field"]').filter({
		has: page.locator('label', { hasText: new RegExp(`^${label}$`) }),
	})
	// The entry is read (two files) and its long form drawn in both panes; then there are exactly two.
	await groups.nth(1).waitFor()
	await expect(groups).toHaveCount(2)
	for (const group of await groups.all()) await group.getByRole('button', { name: 'Expand' }).first().click()
}

test('changes a word of the footer in English and in Chinese (Site words)', async ({ page }) => {
	await signIn(page)
	await page.goto(`${site}/admin/#/collections/site-words/entries/words`)
	await page.reload()
	await openGroup(page, 'Footer')
	const heading = page.getByLabel('Heading of the contact details', { exact: true })
	await heading.nth(0).fill(footerHeading.en)
	await heading.nth(1).fill(footerHeading['zh-hans'])
	await publish(page)

	// Saved where the site reads them, and still whole: every field checked by the schema.
	for (const locale of ['en', 'zh-hans'] as const) {
		const source = await file('content', 'ui', locale, 'words.yml')
		expect(parseSiteWords(source, `${locale}/words.yml`, locale).footer.contactHeading).toBe(footerHeading[locale])
	}
	await until(
		async () => (await (await fetch(`${site}/zh-hant/aboutus`)).text()).includes(footerHeading['zh-hant']),
		30_000,
		'the development server to show the new footer heading',
	)
})

test('sets the charity number, leaving the donation link empty (Settings, one language-neutral file)', async ({
	page,
}) => {
	await signIn(page)
	await page.goto(`${site}/admin/#/collections/settings/entries/site`)
	await page.reload()
	// One form, no language panes; Decap adds “(optional)” to the label of a field that may be left empty.
	const number = page.getByLabel('Charity number (optional)', { exact: true })
	await number.first().waitFor()
	await expect(number).toHaveCount(1)
	await expect(page.getByText('Writing in EN', { exact: true })).toHaveCount(0)
	await number.fill(charityNumber)
	await publish(page)

	const settings = parseSiteSettings(await file('content', 'settings', 'site.yml'))
	expect(settings.charityNumber?.value).toBe(charityNumber)
	expect(settings.donationUrl).toBeUndefined()
	expect(settings.name.value['zh-hant']).toBe('予愛基金會')
	await until(
		async () => (await (await fetch(`${site}/zh-hant/aboutus`)).text()).includes(charityNumber),
		30_000,
		'the development server to show the charity number',
	)
})

test('/admin made no request to another origin, and no script error', () => {
	expect(otherOrigins).toEqual([])
	expect(pageErrors).toEqual([])
})

test('after a rebuild, all three languages show the changes, and the photo is served as AVIF and WebP at several widths', async () => {
	const build = startScript('node_modules/@react-router/dev/bin.cjs', ['build'], {
		CONTENT_DIR: join(root, 'content'),
		BUILD_DIR: buildDir,
	})
	const code = await new Promise((resolve) => build.process.once('exit', resolve))
	if (code !== 0) throw new Error(`The build failed:\n${build.lines.slice(-30).join('\n')}`)
	built = await startServer({ BUILD_DIR: buildDir })

	const text = async (path: string) => (await fetch(`${built!.url}${path}`)).text()
	expect(await text('/aboutus')).toContain(newEnglish)
	expect(await text('/zh-hans/aboutus')).toContain(newChinese)
	expect(await text('/zh-hant/aboutus')).toContain(newChineseTraditional)
	// The site words and the settings, on every page, in every language.
	for (const locale of ['en', 'zh-hans', 'zh-hant'] as const) {
		const footer = /<footer[\s\S]*<\/footer>/.exec(await text(localizePath('/contacts', locale)))?.[0] ?? ''
		expect(footer).toContain(`>${footerHeading[locale]}</h2>`)
		expect(footer).toContain(charityNumber)
	}
	// The diabetes project's write-up: its details panel says Finished in every language.
	const status = async (path: string) =>
		/data-field="status"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(await text(path))?.[1]
	const writeUp = '/perpetuator/actuallifeneeds/diabetes'
	expect(await status(writeUp)).toBe('Finished')
	expect(await status(`/zh-hans${writeUp}`)).toBe('已完成')
	expect(await status(`/zh-hant${writeUp}`)).toBe('已完成')

	for (const [path, name, alt] of [
		['/members', 'Chen Jing', 'Chen Jing at a community event'],
		['/zh-hans/members', '陈静', '陈静在社区活动上'],
		['/zh-hant/members', '陳靜', '陳靜在社區活動上'],
	] as const) {
		const html = await text(path)
		const card = /<article[^>]*data-member="chen-jing"[\s\S]*?<\/article>/.exec(html)?.[0] ?? ''
		expect(card).toContain(`>${name}</h3>`)
		expect(card).toContain(`alt="${alt}"`)
		expect(card).toMatch(/<img [^>]*width="1800" height="1200"/)
		expect(card).toContain('loading="lazy"')
		for (const format of ['avif', 'webp']) {
			const srcset = new RegExp(`<source type="image/${format}" srcSet="([^"]+)"`).exec(card)?.[1] ?? ''
			const widths = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]))
			expect(widths).toEqual([320, 640, 960, 1280, 1600])
			for (const url of srcset.split(', ').map((entry) => entry.split(' ')[0]!)) {
				const response = await fetch(`${built!.url}${url}`)
				expect(response.status).toBe(200)
				expect(response.headers.get('content-type')).toBe(`image/${format}`)
				const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
				expect(url.endsWith(`-${width}.${format}`)).toBe(true)
			}
		}
	}
})
