import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { readEditorWordsFile } from '#scripts/cms/editor-words.ts'
import { freePort, startScript, until, type Child } from '#tests/support/processes.ts'
import { expect, test } from './site.ts'

/**
 * Issue 20, items 1–3, end to end: a staffer whose browser speaks Chinese
 * opens /admin on this computer (`npm run cms`, on a copy of the content
 * folder), fills a new event wrongly (a start, but no end and no time zone)
 * and tries to publish. The editor speaks Chinese, names each problem next
 * to its field in Chinese, and writes nothing. A content file that already
 * fails its schema does not stop /admin: it opens with its problems shown.
 */
test.describe.configure({ mode: 'serial', timeout: 360_000 })
test.use({ locale: 'zh-CN' })

const chinese = readEditorWordsFile('content', 'zh-hans')
/** The editor's Chinese words for an English label or problem (content/ui/zh-hans/editor.yml). */
const label = (english: string) => chinese.text?.[english] ?? english
const problem = (english: string) => chinese.problems?.[english] ?? english

let root: string
let cms: Child
let site: string

test.beforeAll(async () => {
	test.setTimeout(300_000)
	root = await mkdtemp(join(tmpdir(), 'cms-rules-e2e-'))
	await cp('content', join(root, 'content'), { recursive: true })
	await mkdir(join(root, 'public', 'media'), { recursive: true })
	// A file saved before the editor checked anything: the time zone typed as a city (issue 20).
	for (const locale of ['en', 'zh-hans'])
		await cp(
			join('tests/fixtures/bad-content/events/events', locale, 'city-time-zone.md'),
			join(root, 'content/events', locale, 'city-time-zone.md'),
		)
	const [sitePort, cmsPort] = [await freePort(), await freePort()]
	cms = startScript('scripts/cms/cms.ts', [], {
		CONTENT_DIR: join(root, 'content'),
		PORT: String(sitePort),
		CMS_SERVER_PORT: String(cmsPort),
	})
	site = `http://localhost:${sitePort}`
	const stopped = cms.exited().then(({ code, signal }) => {
		throw new Error(`npm run cms stopped (${signal ?? code}):\n${cms.lines.slice(-30).join('\n')}`)
	})
	await Promise.race([
		until(async () => (await fetch(`${site}/admin/config.zh-hans.yml`)).ok, 240_000, 'npm run cms'),
		stopped,
	])
})

test.afterAll(async () => {
	await cms?.stop()
	await rm(root, { recursive: true, force: true })
})

async function signIn(page: Page) {
	await page.goto(`${site}/admin/`)
	// Local editing (`npm run cms`) needs no account: the CMS opens on the content.
	await page.getByRole('link', { name: label('Events'), exact: true }).waitFor({ timeout: 240_000 })
}

/** The problems Decap lists beside a field's label. */
const problemsBy = (page: Page, fieldLabel: string) =>
	page.locator('label', { hasText: new RegExp(`^${fieldLabel}`) }).locator('xpath=following-sibling::ul')

test('a new event filled wrongly in the Chinese editor is refused, each problem named by its field', async ({
	page,
}) => {
	await signIn(page)
	// The collections are named in Chinese.
	await expect(page.getByRole('link', { name: label('Pages'), exact: true })).toBeVisible()
	await page.goto(`${site}/admin/#/collections/events/new`)
	const [title, summary] = [label('Title'), label('Summary')]
	await page.getByLabel(title, { exact: true }).first().waitFor({ timeout: 120_000 })
	// English pane, then Chinese pane.
	await page.getByLabel(title, { exact: true }).nth(0).fill('Parents’ workshop')
	await page.getByLabel(summary, { exact: true }).nth(0).fill('A workshop for parents.')
	await page.getByLabel(title, { exact: true }).nth(1).fill('家长工作坊')
	await page.getByLabel(summary, { exact: true }).nth(1).fill('一场面向家长的工作坊。')
	// A start on the place's clock (the browser's own date and time inputs), but no end and no time zone.
	const starts = label('Starts')
	await page.getByLabel(starts, { exact: false }).first().fill('2026-10-03')
	await page.getByLabel(`${starts}: ${chinese.editor.time}`).first().fill('14:00')

	await page.getByRole('button', { name: /^发布$/ }).click()
	await page.getByRole('menuitem', { name: /立即发布/ }).click()

	await expect(problemsBy(page, label('Ends')).first()).toContainText(
		problem('is missing: an event with a start needs an end'),
		{ timeout: 30_000 },
	)
	await expect(problemsBy(page, label('Time zone of the place')).first()).toContainText(
		problem('is missing: say which clock the start and end are on'),
	)
	// Nothing was written.
	expect((await readdir(join(root, 'content/events/en'))).filter((name) => name.startsWith('parents'))).toEqual([])
})

test('a file that fails its schema opens with its problems, and the site says what is wrong', async ({ page }) => {
	// The development site answers with the problems; /admin still works.
	const answer = await fetch(`${site}/events`)
	expect(answer.status).toBe(500)
	expect(await answer.text()).toContain('city-time-zone.md')
	await signIn(page)
	await page.goto(`${site}/admin/#/collections/events/entries/city-time-zone`)
	await expect(problemsBy(page, label('Time zone of the place')).first()).toContainText(
		problem('must be a time zone such as America/Vancouver, Europe/London or Asia/Hong_Kong'),
		{ timeout: 120_000 },
	)
})
